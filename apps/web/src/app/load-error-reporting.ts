import { env } from '../config/env';

type Sentry = typeof import('@sentry/react');

let loading: Promise<Sentry | null> | undefined;

/**
 * Starts error reporting (config/error-reporting.ts decides whether this build reports) without putting the
 * Sentry SDK (~25 KB compressed) on the first load: it is fetched only when a DSN is configured, in parallel
 * with the first render; builds without a DSN never download it. Errors the route boundary catches before
 * the SDK is ready are sent once it is (see reportError).
 */
export function startErrorReporting(): Promise<Sentry | null> {
  loading ??=
    env.sentryDsn === ''
      ? Promise.resolve(null)
      : Promise.all([import('../config/error-reporting'), import('@sentry/react')]).then(([reporting, sentry]) => {
          reporting.initErrorReporting();
          return sentry;
        });
  return loading;
}

/** Reports an error once reporting has started; a no-op where it is off (no DSN, or not production/staging). */
export function reportError(error: unknown): void {
  void startErrorReporting()
    .then((sentry) => sentry?.captureException(error))
    .catch(() => undefined);
}
