import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { League, LeaguePayments, Registration, Team } from '@matchday/domain';
import { installFakeApi, route, type FakeRoute } from '../../../testing/fake-api';
import { club, fakeId, LEAGUE_ID, leagueWith } from '../../../testing/fixtures';
import { leagueMoney, moneyTotals, teamMoney } from '../../../testing/payments-fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import TeamPage from './TeamPage';

const TEAM_ID = fakeId(21);
const LEAGUE_PATH = `/club2/leagues/${LEAGUE_ID}`;

const member = (n: number, first: string, last: string, captain = false): Registration => ({
  id: fakeId(40 + n),
  player: { id: fakeId(30 + n), first_name: first, last_name: last, email: `${first.toLowerCase()}@example.com`, phone: null },
  team_id: TEAM_ID,
  is_captain: captain,
  payment_status: 'unpaid',
  answers: [],
  created_at: '2026-08-03T15:00:00.000Z',
});

const team: Team = {
  row_version: 1,
  id: TEAM_ID,
  league_id: LEAGUE_ID,
  name: 'Hawks',
  captain: { id: fakeId(31), first_name: 'Ann', last_name: 'Lee' },
  roster_count: 2,
  created_at: '2026-08-02T15:00:00.000Z',
  updated_at: '2026-08-02T15:00:00.000Z',
  roster: [member(1, 'Ann', 'Lee', true), member(2, 'Bo', 'Ray')],
};

/** The league's ledger with Hawks' money (figures no sum of the others gives: the card must show these) and another team's. */
function payments(hawks: Partial<LeaguePayments['teams'][number]> = {}): LeaguePayments {
  return leagueMoney({
    totals: moneyTotals({ charged: 999_999 }),
    teams: [
      teamMoney(fakeId(22), 'Owls', { status: 'incomplete', roster_size: 2, totals: moneyTotals({ charged: 77_700, balance: 77_700 }) }),
      teamMoney(TEAM_ID, 'Hawks', {
        status: 'confirmed',
        roster_size: 2,
        totals: moneyTotals({ charged: 123_456, paid: 50_000, paid_card: 50_000, refunded: 2_500, collected: 47_500, balance: 75_956 }),
        ...hawks,
      }),
    ],
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openTeam(league: League, ...more: FakeRoute[]) {
  const calls = installFakeApi([
    ...more,
    route('GET', '/club2/show', { body: club }),
    route('GET', LEAGUE_PATH, { body: league }),
    route('GET', `${LEAGUE_PATH}/teams/${TEAM_ID}`, { body: team }),
    route('GET', `${LEAGUE_PATH}/payments`, { body: payments() }),
  ]);
  renderInClub(<TeamPage />, { path: `/club/club2/leagues/${LEAGUE_ID}/teams/${TEAM_ID}`, pattern: '/club/:slug/leagues/:leagueId/teams/:teamId' });
  return calls;
}

describe('TeamPage', { timeout: 20_000 }, () => {
  it('shows the team, its league and captain, and its roster', async () => {
    openTeam(leagueWith());
    expect(await screen.findByRole('heading', { name: 'Hawks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Monday Volleyball' }).getAttribute('href')).toBe(`/club/club2/leagues/${LEAGUE_ID}?tab=teams`);
    expect(screen.getByText(/Captain: Ann Lee/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Ann Lee is captain/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Bo Ray' }).getAttribute('href')).toBe(`/club/club2/players/${fakeId(32)}`);
  });

  it('shows a failed load with the shared retry, which loads the team again', async () => {
    let attempts = 0;
    openTeam(
      leagueWith(),
      route('GET', `${LEAGUE_PATH}/teams/${TEAM_ID}`, () =>
        (attempts += 1) === 1 ? { status: 503, body: { message: 'Service unavailable', code: 'service_unavailable' } } : { body: team },
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hawks' })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('shows each player’s payment status as the ledger derives it, with nothing to set by hand', async () => {
    openTeam(leagueWith());
    expect(await screen.findByLabelText('Payment status of Bo Ray: Unpaid')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Payment status of Bo Ray' })).toBeNull();
  });

  it('shows the team’s money from the league’s ledger, with the way to its Payments tab', async () => {
    openTeam(leagueWith());
    const card = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(card).findByText('Confirmed')).toBeTruthy();
    expect(within(card).getByText('$1,234.56')).toBeTruthy();
    expect(within(card).getByText('$475.00')).toBeTruthy();
    expect(within(card).getByText('$759.56')).toBeTruthy();
    // Another team's figures never leak in, and a captains_pay league has no players' shortfall.
    expect(within(card).queryByText('$777.00')).toBeNull();
    expect(within(card).queryByText('Players’ shares still short')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Open the league’s Payments tab' }).getAttribute('href')).toBe(
      `/club/club2/leagues/${LEAGUE_ID}?tab=payments`,
    );
  });

  it('shows what the players’ shares still lack in a players_pay league, and a hold’s end in the club’s time', async () => {
    openTeam(
      leagueWith({ payment_mode: 'players_pay' }),
      route('GET', `${LEAGUE_PATH}/payments`, {
        body: payments({ status: 'held', hold_expires_at: '2026-08-04T21:30:00.000Z', shortfall_cents: 2_500 }),
      }),
    );
    const card = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(card).findByText(/Held until .*5:30/)).toBeTruthy();
    expect(within(card).getByText('Players’ shares still short')).toBeTruthy();
    expect(within(card).getByText('$25.00')).toBeTruthy();
  });

  it('keeps the shortfall out when the shares cover the team fee', async () => {
    openTeam(leagueWith({ payment_mode: 'players_pay' }));
    const card = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(card).findByText('Confirmed')).toBeTruthy();
    expect(within(card).queryByText('Players’ shares still short')).toBeNull();
  });

  it('shows a failed ledger load inside the card, with a retry, and the roster still there', async () => {
    let attempts = 0;
    openTeam(
      leagueWith(),
      route('GET', `${LEAGUE_PATH}/payments`, () =>
        (attempts += 1) === 1 ? { status: 503, body: { message: 'Service unavailable', code: 'service_unavailable' } } : { body: payments() },
      ),
    );
    const card = await screen.findByRole('region', { name: 'Payments' });
    expect(screen.getByRole('link', { name: 'Bo Ray' })).toBeTruthy();
    fireEvent.click(await within(card).findByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Confirmed')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('offers to move a removed player to the free agents in a league that takes individuals', async () => {
    const calls = openTeam(
      leagueWith(),
      route('PATCH', `${LEAGUE_PATH}/registrations/${fakeId(42)}`, { body: { ...member(2, 'Bo', 'Ray'), team_id: null, team: null } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bo Ray' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bo Ray from Hawks?' });
    expect(within(dialog).getByRole('button', { name: 'Remove from league' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to free agents' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ team_id: null }));
  });

  it('only removes from the league in a teams-only league', async () => {
    openTeam(leagueWith({ registration_type: 'teams_only' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bo Ray' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Move to free agents' })).toBeNull();
    expect(within(dialog).getByText(/leaves the league with the team/)).toBeTruthy();
  });

  it('shows why the team cannot be deleted when the server refuses', async () => {
    openTeam(
      leagueWith(),
      route('DELETE', `${LEAGUE_PATH}/teams/${TEAM_ID}`, { status: 409, body: { message: 'Hawks plays in 4 games: it cannot be deleted', code: 'in_use' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Its 2 players become free agents of the league.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    expect(await within(dialog).findByText('Hawks plays in 4 games: it cannot be deleted')).toBeTruthy();
  });
});
