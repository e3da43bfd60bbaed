import { describe, expect, it } from 'vitest';
import { isErrorReportingEnabled } from './error-reporting';

describe('error reporting (spec §7)', () => {
  it('is on only in production and staging, and only with a DSN', () => {
    expect(isErrorReportingEnabled('production', 'https://key@example.ingest.sentry.io/1')).toBe(true);
    expect(isErrorReportingEnabled('staging', 'https://key@example.ingest.sentry.io/1')).toBe(true);
    expect(isErrorReportingEnabled('production', '')).toBe(false);
    expect(isErrorReportingEnabled('development', 'https://key@example.ingest.sentry.io/1')).toBe(false);
    expect(isErrorReportingEnabled('test', 'https://key@example.ingest.sentry.io/1')).toBe(false);
  });
});
