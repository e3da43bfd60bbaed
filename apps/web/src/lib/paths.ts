/** Route paths of the app (spec §2). Club pages are relative to /club/{slug}. */
export const paths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  chooseClub: '/choose-club',
  unauthorized: '/401',
  notFound: '/404',
  serverError: '/500',
  clubRoot: (slug: string) => `/club/${encodeURIComponent(slug)}`,
  /** A club's home, its dashboard; any other club page is built by clubPagePath (lib/routes.ts), typed by page. */
  club: (slug: string) => `/club/${encodeURIComponent(slug)}/dashboard`,
} as const;
