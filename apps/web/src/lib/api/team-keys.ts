// Everything of one league sits under ['club', slug, 'leagues', leagueId], so invalidating the club's
// 'leagues' prefix after a change refreshes the league's counts, teams and registrations together.
const scope = (slug: string, leagueId: string) => ['club', slug, 'leagues', leagueId] as const;

/** Query keys of a league's teams and registrations. */
export const teamKeys = {
  /** Every league query of the club, this feature's and the league pages' alike. */
  allLeagues: (slug: string) => ['club', slug, 'leagues'] as const,
  league: (slug: string, leagueId: string) => [...scope(slug, leagueId), 'league'] as const,
  teams: (slug: string, leagueId: string, query: object) => [...scope(slug, leagueId), 'teams', query] as const,
  allTeams: (slug: string, leagueId: string) => [...scope(slug, leagueId), 'teams', 'all'] as const,
  team: (slug: string, leagueId: string, teamId: string) => [...scope(slug, leagueId), 'team', teamId] as const,
  registrations: (slug: string, leagueId: string, query: object) => [...scope(slug, leagueId), 'registrations', query] as const,
  /** Every registration of the league, all pages: who is in the league already, for the player pickers. */
  allRegistrations: (slug: string, leagueId: string) => [...scope(slug, leagueId), 'registrations', 'all'] as const,
  registration: (slug: string, leagueId: string, registrationId: string) => [...scope(slug, leagueId), 'registration', registrationId] as const,
};
