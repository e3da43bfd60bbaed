import { DEMO_PASSWORD } from '../../apps/api/src/db/seed';

/** The club whose demo data the route tours walk: it has a league in every state worth showing. */
export const TOUR_CLUB = '/club/club2';
/** The league tabs, as their ?tab= value (apps/web/src/features/leagues/components/league/league-tabs.ts). */
export const LEAGUE_TAB_VALUES = ['overview', 'teams', 'players', 'free-agents', 'schedule', 'standings', 'playoffs', 'payments', 'history'] as const;

export interface TourRoutes {
  /** Pages a guest sees. */
  guest: string[];
  /** Pages of admin@example.com, the demo admin of club1, club2 and club3. */
  signedIn: string[];
  /** The ids the dialogs of the accessibility tour open on. */
  ids: DemoIds;
}

export interface DemoIds {
  /** In season, scheduled, with standings and a bracket to create. */
  volleyball: string;
  /** Open for registration, with free agents. */
  soccer: string;
  /** Completed, with its champion. */
  kickball: string;
  /** A draft: the only state in which a league can be deleted. */
  draft: string;
  team: string;
  freeAgent: string;
  player: string;
  location: string;
  /** club1's Monday Night Rec: open, with a price list (early bird, deposit, add-ons). */
  pricedLeague: string;
  /** club1's Tuesday Coed 6s: players_pay, the team fee shared by the players. */
  sharesLeague: string;
}

type Item = { id: string; name?: string; team_id?: string | null };

async function api<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/club2${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The demo data's ids, read from the API as the demo admin. */
async function demoIds(baseUrl: string): Promise<DemoIds> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const items = async (path: string) => (await api<{ items: Item[] }>(baseUrl, accessToken, path)).items;
  const leagues = await items('/leagues?page_size=50');
  const league = (name: string) => {
    const found = leagues.find((item) => item.name === name);
    if (!found) throw new Error(`The demo league ${name} is missing`);
    return found.id;
  };
  const [volleyball, soccer, kickball, draft] = ['Coed Volleyball Tuesdays', 'Sunday Soccer 7v7', 'Kickball Social League', 'Thursday Night Basketball'].map(
    league,
  ) as [string, string, string, string];
  const [teams, registrations, players, locations] = await Promise.all([
    items(`/leagues/${volleyball}/teams`),
    items(`/leagues/${soccer}/registrations`),
    items('/players'),
    items('/locations'),
  ]);
  const club1 = (await (await fetch(`${baseUrl}/api/public/clubs/club1/site`)).json()) as { leagues: Item[] };
  const pricedLeague = club1.leagues.find((item) => item.name === 'Monday Night Rec')?.id;
  const sharesLeague = club1.leagues.find((item) => item.name === 'Tuesday Coed 6s')?.id;
  const freeAgent = registrations.find((registration) => registration.team_id === null);
  if (!teams[0] || !freeAgent || !players[0] || !locations[0] || !pricedLeague || !sharesLeague)
    throw new Error('The demo data lacks a team, a free agent, a player, a location or club1’s priced or shared-fee league');
  return {
    volleyball,
    soccer,
    kickball,
    draft,
    team: teams[0].id,
    freeAgent: freeAgent.id,
    player: players[0].id,
    location: locations[0].id,
    pricedLeague,
    sharesLeague,
  };
}

/** Every route of apps/web/src/app/router.tsx, with demo ids in place of its parameters. */
export async function tourRoutes(baseUrl: string): Promise<TourRoutes> {
  const ids = await demoIds(baseUrl);
  const league = (id: string) => `${TOUR_CLUB}/leagues/${id}`;
  return {
    ids,
    guest: [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?token=unknown',
      '/401',
      '/404',
      '/500',
      '/no-such-page',
      // The public club site: home, a league in season (standings, games), one with its bracket, a team, a 404.
      '/c/club2',
      `/c/club2/leagues/${ids.volleyball}`,
      `/c/club2/leagues/${ids.kickball}`,
      `/c/club2/teams/${ids.team}`,
      // A league with early-bird prices, a deposit and add-ons in its Payment Information.
      `/c/club1/leagues/${ids.pricedLeague}`,
      '/c/no-such-club',
      // Registration on the club site: the flow's first step, and the pages that ask a guest to sign in with a code.
      `/c/club2/leagues/${ids.soccer}/register`,
      `/c/club2/leagues/${ids.soccer}/register?as=free_agent`,
      '/c/club2/me',
      '/c/club2/orders/01JAAAAAAAAAAAAAAAAAAAAAAA',
    ],
    signedIn: [
      '/choose-club',
      ...[
        'dashboard',
        'leagues',
        'leagues/new',
        'players',
        'locations',
        'locations/new',
        'history',
        'cms/content',
        'cms/questions',
        'cms/messaging-templates',
        'settings',
        'report',
        'profile',
        'no-such-page',
      ].map((path) => `${TOUR_CLUB}/${path}`),
      ...LEAGUE_TAB_VALUES.map((tab) => `${league(ids.volleyball)}?tab=${tab}`),
      `${league(ids.soccer)}?tab=free-agents`,
      `${league(ids.kickball)}?tab=playoffs`,
      league(ids.draft),
      `${league(ids.volleyball)}/edit`,
      `${league(ids.volleyball)}/teams/${ids.team}`,
      `${league(ids.soccer)}/free-agents/${ids.freeAgent}`,
      `${TOUR_CLUB}/players/${ids.player}`,
      `${TOUR_CLUB}/locations/${ids.location}`,
      // The Payments tab with a price list: early bird, deposit, add-ons (one sold); players the team fee covers.
      `/club/club1/leagues/${ids.pricedLeague}?tab=payments`,
      // The Payments tab of a league whose players share the team fee.
      `/club/club1/leagues/${ids.sharesLeague}?tab=payments`,
      '/club/club1/connect-integration',
      '/club/club3/connect-integration',
      '/club/club4/dashboard',
    ],
  };
}
