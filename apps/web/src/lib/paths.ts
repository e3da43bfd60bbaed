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
  club: (slug: string, page = 'dashboard') => `/club/${encodeURIComponent(slug)}/${page}`,
} as const;
