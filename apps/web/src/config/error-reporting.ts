import * as Sentry from '@sentry/react';
import { ERROR_REPORTING_MAX_BREADCRUMBS } from '@matchday/domain';
import { env } from './env';

const REPORTING_MODES = new Set(['production', 'staging']);

/** Whether unhandled errors go to the error-reporting service (spec §7: production and staging only). */
export const isErrorReportingEnabled = (mode: string, dsn: string): boolean => REPORTING_MODES.has(mode) && dsn !== '';

export function initErrorReporting(): void {
  if (!isErrorReportingEnabled(env.mode, env.sentryDsn)) return;
  Sentry.init({
    dsn: env.sentryDsn,
    environment: env.mode,
    release: env.release,
    maxBreadcrumbs: ERROR_REPORTING_MAX_BREADCRUMBS,
    sendDefaultPii: false,
  });
}
