/** /{slug}/leagues…, relative to the API client's /api root. */
export const leagueApiPath = (slug: string, rest = ''): string => `/${encodeURIComponent(slug)}/leagues${rest}`;

export const oneLeagueApiPath = (slug: string, leagueId: string, rest = ''): string => leagueApiPath(slug, `/${encodeURIComponent(leagueId)}${rest}`);
