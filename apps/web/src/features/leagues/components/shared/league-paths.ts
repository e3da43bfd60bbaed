import { clubPagePath, routes } from '../../../../lib/routes';

/** Web addresses of the leagues pages. */
export const leaguePaths = {
  list: (slug: string) => clubPagePath(slug, 'leagues'),
  create: (slug: string) => clubPagePath(slug, 'leagueNew'),
  league: routes.league,
  edit: routes.leagueEdit,
};
