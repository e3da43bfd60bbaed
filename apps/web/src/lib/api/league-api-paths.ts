const league = (slug: string, leagueId: string) => `/${encodeURIComponent(slug)}/leagues/${encodeURIComponent(leagueId)}`;

/** API paths under /api/{slug}/leagues/{leagueId}. */
export const leagueApiPaths = {
  league,
  teams: (slug: string, leagueId: string) => `${league(slug, leagueId)}/teams`,
  team: (slug: string, leagueId: string, teamId: string) => `${league(slug, leagueId)}/teams/${encodeURIComponent(teamId)}`,
  registrations: (slug: string, leagueId: string) => `${league(slug, leagueId)}/registrations`,
  registration: (slug: string, leagueId: string, registrationId: string) => `${league(slug, leagueId)}/registrations/${encodeURIComponent(registrationId)}`,
  rosterCsv: (slug: string, leagueId: string) => `${league(slug, leagueId)}/roster.csv`,
  import: (slug: string, leagueId: string) => `${league(slug, leagueId)}/import`,
  payments: (slug: string, leagueId: string) => `${league(slug, leagueId)}/payments`,
};
