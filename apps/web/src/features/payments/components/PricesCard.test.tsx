import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AddOn, League, LeaguePricing } from '@matchday/domain';
import { installFakeApi, route, type FakeCall, type FakeRoute } from '../../../testing/fake-api';
import { club, fakeId, LEAGUE_ID, leagueWith } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { PricesCard } from './PricesCard';

const PAYMENTS = `/club2/leagues/${LEAGUE_ID}/payments`;
const JERSEY = fakeId(71);
const PARTY = fakeId(72);

const jersey: AddOn = {
  row_version: 1,
  id: JERSEY,
  name: 'Team jersey',
  description: 'Printed with your team’s name',
  price_cents: 2_500,
  max_quantity: 12,
  active: true,
  sold: 4,
};
const party: AddOn = { id: PARTY, name: 'Party ticket', description: null, price_cents: 1_500, max_quantity: 10, active: false, sold: 0, row_version: 1 };

function pricing(overrides: Partial<LeaguePricing> = {}): LeaguePricing {
  return {
    payment_mode: 'captains_pay',
    team_fee_cents: 40_000,
    player_fee_cents: 0,
    roster_min: 6,
    early_bird_until: '2026-08-15',
    early_bird_team_fee_cents: 24_000,
    early_bird_player_fee_cents: null,
    deposit_cents: 10_000,
    early_bird_now: true,
    add_ons: [jersey, party],
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(routes: FakeRoute[] = [], prices = pricing(), league: League = leagueWith({ payment_mode: prices.payment_mode })) {
  const calls = installFakeApi([route('GET', '/club2/show', { body: club }), route('GET', `${PAYMENTS}/prices`, { body: prices }), ...routes]);
  renderInClub(<PricesCard slug="club2" league={league} />);
  return calls;
}

const sent = (calls: FakeCall[], method: string, path: string) => calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

/** The text under a field: its helper text, or its error in place of it. */
const underField = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

async function openPrices() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit prices' }));
  return screen.findByRole('dialog', { name: 'Edit prices' });
}

describe('PricesCard', { timeout: 20_000 }, () => {
  it('shows the fees, the early-bird prices and until when, the deposit and the add-ons', async () => {
    serve();
    const section = await screen.findByRole('region', { name: 'Prices' });
    expect(within(section).getByText('Team fee').nextSibling?.textContent).toBe('$400.00');
    expect(within(section).getByText('Through 08-15-2026')).toBeTruthy();
    expect(within(section).getByText('Early-bird prices apply now')).toBeTruthy();
    expect(within(section).getByText('Early-bird team fee').nextSibling?.textContent).toBe('$240.00');
    expect(within(section).getByText('Deposit').nextSibling?.textContent).toBe('$100.00');
    // captains_pay charges no player fee, so it has no early-bird one either.
    expect(within(section).queryByText('Player fee')).toBeNull();
    expect(within(section).queryByText('Early-bird player fee')).toBeNull();

    const table = within(section).getByRole('table', { name: 'Add-ons' });
    const [, jerseyRow, partyRow] = within(table).getAllByRole('row');
    expect(
      within(jerseyRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Team jersey', 'Printed with your team’s name', '$25.00', '12', '4', 'On sale', 'Stop selling']);
    expect(within(partyRow!).getByText('Not sold')).toBeTruthy();
    expect(within(partyRow!).getByRole('button', { name: 'Sell again: Party ticket' })).toBeTruthy();
    expect(within(partyRow!).getByRole('button', { name: 'Edit Party ticket' })).toBeTruthy();
  });

  it('in a free league: no early-bird prices or deposit to edit, add-ons still sold', async () => {
    serve(
      [],
      pricing({ payment_mode: 'free', early_bird_until: null, early_bird_team_fee_cents: null, deposit_cents: null, early_bird_now: false, add_ons: [] }),
    );
    expect(await screen.findByText(/A free league has no early-bird prices or deposit/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit prices' })).toBeNull();
    expect(screen.getByText(/No add-ons yet/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add add-on' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('in an archived league: nothing can be changed, and it says why', async () => {
    serve([], pricing(), leagueWith({ status: 'archived' }));
    expect(await screen.findByText('This league is archived: its prices can no longer be changed.')).toBeTruthy();
    for (const name of ['Edit prices', 'Add add-on', 'Edit Team jersey', 'Stop selling Team jersey']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled, name).toBe(true);
    }
  });

  it('saves the prices in integer cents, a cleared one as null', async () => {
    const calls = serve([route('PUT', `${PAYMENTS}/prices`, { body: pricing({ early_bird_team_fee_cents: 22_550, deposit_cents: null }) })]);
    const dialog = await openPrices();
    // captains_pay: the team fee's early-bird price and the deposit, never a player fee's.
    expect(within(dialog).queryByRole('textbox', { name: 'Early-bird player fee' })).toBeNull();
    expect((within(dialog).getByLabelText('Early-bird prices through') as HTMLInputElement).value).toBe('2026-08-15');
    const teamFee = within(dialog).getByRole('textbox', { name: 'Early-bird team fee' });
    expect((teamFee as HTMLInputElement).value).toBe('240.00');
    expect(underField(teamFee)).toBe('Less than the normal fee ($400.00).');
    fireEvent.change(teamFee, { target: { value: '225.5' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Deposit' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Prices saved')).toBeTruthy();
    expect(sent(calls, 'PUT', `${PAYMENTS}/prices`)).toEqual([
      { early_bird_until: '2026-08-15', early_bird_team_fee_cents: 22_550, early_bird_player_fee_cents: null, deposit_cents: null },
    ]);
  });

  it('in players_pay: only the player fee’s early-bird price, its date required, a leftover deposit cleared', async () => {
    const prices = pricing({
      payment_mode: 'players_pay',
      player_fee_cents: 8_000,
      early_bird_until: null,
      early_bird_team_fee_cents: null,
      early_bird_now: false,
      deposit_cents: 5_000,
    });
    const calls = serve([route('PUT', `${PAYMENTS}/prices`, ({ body }) => ({ body: { ...prices, ...(body as object) } }))], prices);
    const dialog = await openPrices();
    expect(within(dialog).queryByRole('textbox', { name: 'Early-bird team fee' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Deposit' })).toBeNull();
    const playerFee = within(dialog).getByRole('textbox', { name: 'Early-bird player fee' });
    fireEvent.change(playerFee, { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const until = within(dialog).getByLabelText('Early-bird prices through');
    await waitFor(() => expect(underField(until)).toBe('Required'));
    expect(sent(calls, 'PUT', `${PAYMENTS}/prices`)).toEqual([]);

    // A date without a price is said on the one price field this mode has.
    fireEvent.change(playerFee, { target: { value: '' } });
    fireEvent.change(until, { target: { value: '2026-08-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(underField(playerFee)).toBe('Give an early-bird price, or clear the date'));

    fireEvent.change(playerFee, { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Prices saved')).toBeTruthy();
    expect(sent(calls, 'PUT', `${PAYMENTS}/prices`)).toEqual([
      { early_bird_until: '2026-08-20', early_bird_team_fee_cents: null, early_bird_player_fee_cents: 6_000, deposit_cents: null },
    ]);
  });

  it('shows the API’s field error on its field, in the reader’s words', async () => {
    const refusal = {
      message: 'Invalid prices',
      code: 'validation_error',
      errors: { deposit_cents: ['The server’s own words'] },
      messages: { deposit_cents: [{ id: 'depositBelowFee', values: { amount: '$240.00' } }] },
    };
    serve([route('PUT', `${PAYMENTS}/prices`, { status: 400, body: refusal })]);
    const dialog = await openPrices();
    const deposit = within(dialog).getByRole('textbox', { name: 'Deposit' });
    fireEvent.change(deposit, { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(underField(deposit)).toBe('Must be less than what the captain pays at registration ($240.00)'));
    expect(deposit.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('adds an add-on, on sale at once, with its price in cents', async () => {
    const calls = serve([
      route('POST', `${PAYMENTS}/add-ons`, ({ body }) => ({ status: 201, body: { ...(body as object), id: fakeId(73), sold: 0, row_version: 1 } })),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add add-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add add-on' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' Parking pass ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price' }), { target: { value: '10' } });
    const most = within(dialog).getByRole('textbox', { name: 'Most per registration' });
    fireEvent.change(most, { target: { value: '21' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(underField(most)).toBe('At most 20'));
    fireEvent.change(most, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Parking pass added')).toBeTruthy();
    expect(sent(calls, 'POST', `${PAYMENTS}/add-ons`)).toEqual([
      { name: 'Parking pass', description: null, price_cents: 1_000, max_quantity: 2, active: true, action_key: expect.stringMatching(/^[0-9A-Z]{26}$/) },
    ]);
  });

  it('edits an add-on as it is, keeping whether it is sold', async () => {
    const calls = serve([route('PUT', `${PAYMENTS}/add-ons/${PARTY}`, ({ body }) => ({ body: { ...party, ...(body as object) } }))]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Party ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit add-on' });
    expect((within(dialog).getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value).toBe('15.00');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: 'Food and a drink' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Party ticket saved')).toBeTruthy();
    expect(sent(calls, 'PUT', `${PAYMENTS}/add-ons/${PARTY}`)).toEqual([
      { name: 'Party ticket', description: 'Food and a drink', price_cents: 1_500, max_quantity: 10, active: false, row_version: 1 },
    ]);
  });

  it('stops selling an add-on and sells it again, changing nothing else', async () => {
    const calls = serve([
      route('PUT', `${PAYMENTS}/add-ons/${JERSEY}`, ({ body }) => ({ body: { ...jersey, ...(body as object) } })),
      route('PUT', `${PAYMENTS}/add-ons/${PARTY}`, ({ body }) => ({ body: { ...party, ...(body as object) } })),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop selling Team jersey' }));
    expect(await screen.findByText('Team jersey is no longer sold')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sell again: Party ticket' }));
    expect(await screen.findByText('Party ticket is on sale again')).toBeTruthy();
    expect(sent(calls, 'PUT', `${PAYMENTS}/add-ons/${JERSEY}`)).toEqual([
      { name: 'Team jersey', description: 'Printed with your team’s name', price_cents: 2_500, max_quantity: 12, active: false, row_version: 1 },
    ]);
    expect(sent(calls, 'PUT', `${PAYMENTS}/add-ons/${PARTY}`)).toEqual([
      { name: 'Party ticket', description: null, price_cents: 1_500, max_quantity: 10, active: true, row_version: 1 },
    ]);
  });
});
