/**
 * Words no club slug may be. A club is addressed as /api/{slug}/… beside the API's own paths, so a club named
 * after one of them would be shadowed by it (GET /api/me is the signed-in user, never club "me"), and the web
 * app's top-level routes are kept free the same way. Tests keep the list complete: the API's walks every route
 * it registers (apps/api/src/reserved-slugs.test.ts), the web app's its router (apps/web/src/app).
 */
export const RESERVED_CLUB_SLUGS = [
  // First segments of /api paths.
  'account',
  'calendar',
  'docs',
  'get-forms-options',
  'health',
  'login',
  'logout',
  'me',
  'public',
  'ready',
  'request-password-reset',
  'reset-password',
  // Payment-provider callbacks will arrive here.
  'webhooks',
  // Top-level routes of the web app, and what the server serves beside them.
  'api',
  'assets',
  'choose-club',
  'club',
  'forgot-password',
  'register',
  '401',
  '404',
  '500',
] as const;

const reserved: ReadonlySet<string> = new Set(RESERVED_CLUB_SLUGS);

export const isReservedClubSlug = (slug: string): boolean => reserved.has(slug.toLowerCase());
