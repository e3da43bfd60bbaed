import { paths } from './paths';

/** The league page's tabs that a path can open. */
export type LeagueTab = 'teams' | 'players' | 'free-agents';

/** In-app links to the records of a club: a league (optionally on a tab), a team, a free agent, a player. */
export const recordPaths = {
  league: (slug: string, leagueId: string, tab?: LeagueTab) => `${paths.club(slug, `leagues/${leagueId}`)}${tab ? `?tab=${tab}` : ''}`,
  team: (slug: string, leagueId: string, teamId: string) => paths.club(slug, `leagues/${leagueId}/teams/${teamId}`),
  freeAgent: (slug: string, leagueId: string, registrationId: string) => paths.club(slug, `leagues/${leagueId}/free-agents/${registrationId}`),
  player: (slug: string, playerId: string) => paths.club(slug, `players/${playerId}`),
  players: (slug: string) => paths.club(slug, 'players'),
};
