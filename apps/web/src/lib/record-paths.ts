import { paths } from './paths';

/** The league page's tabs that a path can open; /leagues/{id}/teams and the like (breadcrumb links) open them too. */
export const LEAGUE_TABS_IN_PATH = ['teams', 'players', 'free-agents'] as const;
export type LeagueTabInPath = (typeof LEAGUE_TABS_IN_PATH)[number];

/** In-app links to the records of a club: a league (optionally on a tab), a team, a free agent, a player. */
export const recordPaths = {
  league: (slug: string, leagueId: string, tab?: LeagueTabInPath) => `${paths.club(slug, `leagues/${leagueId}`)}${tab ? `?tab=${tab}` : ''}`,
  team: (slug: string, leagueId: string, teamId: string) => paths.club(slug, `leagues/${leagueId}/teams/${teamId}`),
  freeAgent: (slug: string, leagueId: string, registrationId: string) => paths.club(slug, `leagues/${leagueId}/free-agents/${registrationId}`),
  player: (slug: string, playerId: string) => paths.club(slug, `players/${playerId}`),
  players: (slug: string) => paths.club(slug, 'players'),
};
