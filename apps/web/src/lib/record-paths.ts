import { clubPagePath, routes } from './routes';

/** The league page's tabs that a path can open; /leagues/{id}/teams and the like (breadcrumb links) open them too. */
export const LEAGUE_TABS_IN_PATH = ['teams', 'players', 'free-agents'] as const;
export type LeagueTabInPath = (typeof LEAGUE_TABS_IN_PATH)[number];

/** In-app links to the records of a club: a league (optionally on a tab), a team, a free agent, a player. */
export const recordPaths = {
  league: (slug: string, leagueId: string, tab?: LeagueTabInPath) => `${routes.league(slug, leagueId)}${tab ? `?tab=${tab}` : ''}`,
  /** The league's Payments tab: its money, by team and by player. */
  leaguePayments: (slug: string, leagueId: string) => `${routes.league(slug, leagueId)}?tab=payments`,
  team: routes.team,
  freeAgent: routes.freeAgent,
  player: routes.player,
  players: (slug: string) => clubPagePath(slug, 'players'),
};
