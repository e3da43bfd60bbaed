/**
 * The one registry of the club's pages (spec §2): each page's path pattern, relative to /club/:slug,
 * which the router mounts and the menu points at, and a typed builder for links to it. A link is built
 * here, never by hand, so a renamed path cannot leave a dead link behind.
 */
export const CLUB_PAGES = {
  dashboard: 'dashboard',
  leagues: 'leagues',
  leagueNew: 'leagues/new',
  league: 'leagues/:leagueId',
  leagueEdit: 'leagues/:leagueId/edit',
  team: 'leagues/:leagueId/teams/:teamId',
  freeAgent: 'leagues/:leagueId/free-agents/:registrationId',
  players: 'players',
  player: 'players/:playerId',
  locations: 'locations',
  locationNew: 'locations/new',
  location: 'locations/:locationId',
  history: 'history',
  siteContent: 'cms/content',
  questions: 'cms/questions',
  messagingTemplates: 'cms/messaging-templates',
  settings: 'settings',
  reports: 'report',
  connect: 'connect-integration',
  profile: 'profile',
} as const;
export type ClubPage = keyof typeof CLUB_PAGES;

/** The club's root: /club/:slug. */
export const CLUB_ROOT = '/club/:slug';

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The values a page's pattern needs, e.g. { leagueId } for 'leagues/:leagueId'. */
export type ClubPageParams<K extends ClubPage> = Record<ParamsOf<(typeof CLUB_PAGES)[K]>, string>;

/** The club pages whose path takes no params (the menu's pages): their URL needs only the slug. */
export type ClubPageWithoutParams = { [K in ClubPage]: ParamsOf<(typeof CLUB_PAGES)[K]> extends never ? K : never }[ClubPage];

/** A club page's full pattern, as the menu lists it: '/club/:slug/leagues'. */
export const clubPattern = (page: ClubPage): string => `${CLUB_ROOT}/${CLUB_PAGES[page]}`;

/** The URL of a club page, its slug and params encoded: clubPagePath('club2', 'team', { leagueId, teamId }). */
export function clubPagePath<K extends ClubPage>(
  slug: string,
  page: K,
  ...[params]: ParamsOf<(typeof CLUB_PAGES)[K]> extends never ? [] : [ClubPageParams<K>]
): string {
  const values: Record<string, string> = { slug, ...params };
  return clubPattern(page).replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** Builders for the pages that take params, so call sites read as what they open. */
export const routes = {
  league: (slug: string, leagueId: string) => clubPagePath(slug, 'league', { leagueId }),
  leagueEdit: (slug: string, leagueId: string) => clubPagePath(slug, 'leagueEdit', { leagueId }),
  team: (slug: string, leagueId: string, teamId: string) => clubPagePath(slug, 'team', { leagueId, teamId }),
  freeAgent: (slug: string, leagueId: string, registrationId: string) => clubPagePath(slug, 'freeAgent', { leagueId, registrationId }),
  player: (slug: string, playerId: string) => clubPagePath(slug, 'player', { playerId }),
  location: (slug: string, locationId: string) => clubPagePath(slug, 'location', { locationId }),
};
