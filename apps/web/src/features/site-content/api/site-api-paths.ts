/** /{slug}/settings/site…, relative to the API client's /api root. */
export const siteApiPath = (slug: string, rest = ''): string => `/${encodeURIComponent(slug)}/settings/site${rest}`;
