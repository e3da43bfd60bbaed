import { paths } from '../../../../lib/paths';

/** Web addresses of the leagues pages. */
export const leaguePaths = {
  list: (slug: string) => paths.club(slug, 'leagues'),
  create: (slug: string) => paths.club(slug, 'leagues/new'),
  league: (slug: string, leagueId: string) => paths.club(slug, `leagues/${encodeURIComponent(leagueId)}`),
  edit: (slug: string, leagueId: string) => paths.club(slug, `leagues/${encodeURIComponent(leagueId)}/edit`),
};
