import { leagueApiPaths } from './league-api-paths';

const { league } = leagueApiPaths;

/** API paths of a league's schedule, results, standings, playoffs and calendar feeds. */
export const scheduleApiPaths = {
  games: (slug: string, leagueId: string) => `${league(slug, leagueId)}/games`,
  game: (slug: string, leagueId: string, gameId: string) => `${league(slug, leagueId)}/games/${encodeURIComponent(gameId)}`,
  swap: (slug: string, leagueId: string) => `${league(slug, leagueId)}/games/swap`,
  scores: (slug: string, leagueId: string) => `${league(slug, leagueId)}/scores`,
  day: (slug: string, leagueId: string) => `${league(slug, leagueId)}/day`,
  planning: (slug: string, leagueId: string) => `${league(slug, leagueId)}/schedule/planning`,
  preview: (slug: string, leagueId: string) => `${league(slug, leagueId)}/schedule/preview`,
  publish: (slug: string, leagueId: string) => `${league(slug, leagueId)}/schedule/publish`,
  rules: (slug: string, leagueId: string) => `${league(slug, leagueId)}/rules`,
  standings: (slug: string, leagueId: string) => `${league(slug, leagueId)}/standings`,
  bracket: (slug: string, leagueId: string) => `${league(slug, leagueId)}/bracket`,
  feeds: (slug: string, leagueId: string) => `${league(slug, leagueId)}/calendar-feeds`,
  blackouts: (slug: string) => `/${encodeURIComponent(slug)}/blackouts`,
  blackout: (slug: string, blackoutId: string) => `/${encodeURIComponent(slug)}/blackouts/${encodeURIComponent(blackoutId)}`,
};
