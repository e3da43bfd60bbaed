/** The only reader of import.meta.env: everything configurable about the browser build. */
export const env = {
  mode: import.meta.env.MODE,
  sentryDsn: (import.meta.env.VITE_SENTRY_DSN as string | undefined) ?? '',
  release: (import.meta.env.VITE_RELEASE as string | undefined) ?? undefined,
} as const;
