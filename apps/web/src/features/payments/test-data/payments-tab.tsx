import type { League, LeaguePayments, LeaguePricing } from '@matchday/domain';
import { installFakeApi, route, type FakeCall, type FakeRoute } from '../../../testing/fake-api';
import { club, LEAGUE_ID } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { PaymentsTab } from '../components/PaymentsTab';

export const PAYMENTS = `/club2/leagues/${LEAGUE_ID}/payments`;

/** The card of prices above the money, from the league's own fees (PricesCard.test.tsx tests it). */
const pricesOf = (league: League): LeaguePricing => ({
  payment_mode: league.payment_mode,
  team_fee_cents: league.team_fee_cents,
  player_fee_cents: league.player_fee_cents,
  roster_min: league.roster_min,
  early_bird_until: null,
  early_bird_team_fee_cents: null,
  early_bird_player_fee_cents: null,
  deposit_cents: null,
  early_bird_now: false,
  add_ons: [],
});

/** The Payments tab of `league` showing `money`, on a fake API that also answers `routes`. Returns the calls made. */
export function renderPaymentsTab(league: League, money: LeaguePayments, routes: FakeRoute[] = []): FakeCall[] {
  const calls = installFakeApi([
    route('GET', '/club2/show', { body: club }),
    route('GET', PAYMENTS, { body: money }),
    route('GET', `${PAYMENTS}/prices`, { body: pricesOf(league) }),
    ...routes,
  ]);
  renderInClub(<PaymentsTab league={league} />);
  return calls;
}

/** What was POSTed to `path`, in order. */
export const posted = (calls: FakeCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);
