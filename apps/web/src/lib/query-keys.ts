/**
 * Every TanStack Query key in one place, so invalidation can never miss a spelling. Keys nest: a club's
 * queries sit under ['club', slug], and everything of one league under ['club', slug, 'leagues', id], so
 * invalidating a prefix refreshes all that depends on it.
 */
const leagueScope = (slug: string, leagueId: string) => ['club', slug, 'leagues', leagueId] as const;

export const queryKeys = {
  me: ['me'] as const,
  myClubs: ['me', 'clubs'] as const,
  club: (slug: string) => ['club', slug] as const,
  leaguesOptions: (slug: string) => ['club', slug, 'leagues-options'] as const,
  clubAdmins: (slug: string) => ['club', slug, 'admins'] as const,
};

/** The club's History (audit log). */
export const auditKeys = {
  all: (slug: string) => ['club', slug, 'audit'] as const,
  list: (slug: string, query: object) => ['club', slug, 'audit', 'list', query] as const,
};

/** The club's Stripe Connect account: its status (read live from Stripe) and its payouts. */
export const connectKeys = {
  all: (slug: string) => ['club', slug, 'connect'] as const,
  status: (slug: string) => ['club', slug, 'connect', 'status'] as const,
  payouts: (slug: string) => ['club', slug, 'connect', 'payouts'] as const,
};

export const dashboardKeys = {
  figures: (slug: string) => ['club', slug, 'dashboard'] as const,
};

export const locationKeys = {
  all: (slug: string) => ['club', slug, 'locations'] as const,
  lists: (slug: string) => ['club', slug, 'locations', 'list'] as const,
  list: (slug: string, query: object) => ['club', slug, 'locations', 'list', query] as const,
  detail: (slug: string, id: string) => ['club', slug, 'locations', 'detail', id] as const,
};

/** The club's public site: its settings (draft, published, schedule), published versions and the draft's preview. */
export const siteKeys = {
  all: (slug: string) => ['club', slug, 'site'] as const,
  settings: (slug: string) => ['club', slug, 'site', 'settings'] as const,
  versions: (slug: string) => ['club', slug, 'site', 'versions'] as const,
  preview: (slug: string) => ['club', slug, 'site', 'preview'] as const,
};

/** The club's player directory; every player query sits under `all`. */
export const playerKeys = {
  all: (slug: string) => ['club', slug, 'players'] as const,
  list: (slug: string, query: object) => ['club', slug, 'players', 'list', query] as const,
  detail: (slug: string, id: string) => ['club', slug, 'players', 'detail', id] as const,
};

export const questionKeys = {
  all: (slug: string) => ['club', slug, 'questions'] as const,
  lists: (slug: string) => ['club', slug, 'questions', 'list'] as const,
  list: (slug: string, query: object) => ['club', slug, 'questions', 'list', query] as const,
  detail: (slug: string, id: string) => ['club', slug, 'questions', 'detail', id] as const,
};

/** The club's leagues: the list, and one league (under its own scope, with its teams and schedule). */
export const leagueKeys = {
  /** Every league query of the club: lists, leagues, teams, registrations, schedules. */
  all: (slug: string) => ['club', slug, 'leagues'] as const,
  list: (slug: string, query: object) => ['club', slug, 'leagues', 'list', query] as const,
  /** Every query of one league. */
  scope: leagueScope,
  detail: (slug: string, leagueId: string) => [...leagueScope(slug, leagueId), 'league'] as const,
};

/** A league's teams and registrations. */
export const teamKeys = {
  teams: (slug: string, leagueId: string, query: object) => [...leagueScope(slug, leagueId), 'teams', query] as const,
  allTeams: (slug: string, leagueId: string) => [...leagueScope(slug, leagueId), 'teams', 'all'] as const,
  team: (slug: string, leagueId: string, teamId: string) => [...leagueScope(slug, leagueId), 'team', teamId] as const,
  registrations: (slug: string, leagueId: string, query: object) => [...leagueScope(slug, leagueId), 'registrations', query] as const,
  /** Every registration of the league, all pages: who is in the league already, for the player pickers. */
  allRegistrations: (slug: string, leagueId: string) => [...leagueScope(slug, leagueId), 'registrations', 'all'] as const,
  registration: (slug: string, leagueId: string, registrationId: string) => [...leagueScope(slug, leagueId), 'registration', registrationId] as const,
};

/** A league's schedule, results, standings and playoffs; the club's blackout dates. */
export const scheduleKeys = {
  all: (slug: string, leagueId: string) => [...leagueScope(slug, leagueId), 'schedule'] as const,
  games: (slug: string, leagueId: string, query: object) => [...leagueScope(slug, leagueId), 'schedule', 'games', query] as const,
  day: (slug: string, leagueId: string, date: string) => [...leagueScope(slug, leagueId), 'schedule', 'day', date] as const,
  planning: (slug: string, leagueId: string) => [...leagueScope(slug, leagueId), 'schedule', 'planning'] as const,
  rules: (slug: string, leagueId: string) => [...leagueScope(slug, leagueId), 'schedule', 'rules'] as const,
  standings: (slug: string, leagueId: string) => [...leagueScope(slug, leagueId), 'schedule', 'standings'] as const,
  bracket: (slug: string, leagueId: string) => [...leagueScope(slug, leagueId), 'schedule', 'bracket'] as const,
  feeds: (slug: string, leagueId: string) => [...leagueScope(slug, leagueId), 'schedule', 'feeds'] as const,
  blackouts: (slug: string) => ['club', slug, 'blackouts'] as const,
};

/** A league's money: the Payments tab's totals, balances, orders and ledger, and (under it) its price list. */
export const paymentKeys = {
  league: (slug: string, leagueId: string) => [...leagueScope(slug, leagueId), 'payments'] as const,
  prices: (slug: string, leagueId: string) => [...leagueScope(slug, leagueId), 'payments', 'prices'] as const,
};
