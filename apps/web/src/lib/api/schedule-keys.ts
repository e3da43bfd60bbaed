// Under the league's scope, so a change anywhere in the league (a team renamed, a result saved) refreshes them with the rest.
const scope = (slug: string, leagueId: string) => ['club', slug, 'leagues', leagueId] as const;

/** Query keys of a league's schedule, results, standings and playoffs. */
export const scheduleKeys = {
  all: (slug: string, leagueId: string) => [...scope(slug, leagueId), 'schedule'] as const,
  games: (slug: string, leagueId: string, query: object) => [...scope(slug, leagueId), 'schedule', 'games', query] as const,
  day: (slug: string, leagueId: string, date: string) => [...scope(slug, leagueId), 'schedule', 'day', date] as const,
  planning: (slug: string, leagueId: string) => [...scope(slug, leagueId), 'schedule', 'planning'] as const,
  rules: (slug: string, leagueId: string) => [...scope(slug, leagueId), 'schedule', 'rules'] as const,
  standings: (slug: string, leagueId: string) => [...scope(slug, leagueId), 'schedule', 'standings'] as const,
  bracket: (slug: string, leagueId: string) => [...scope(slug, leagueId), 'schedule', 'bracket'] as const,
  feeds: (slug: string, leagueId: string) => [...scope(slug, leagueId), 'schedule', 'feeds'] as const,
  blackouts: (slug: string) => ['club', slug, 'blackouts'] as const,
};
