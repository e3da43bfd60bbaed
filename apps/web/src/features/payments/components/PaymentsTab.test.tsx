import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeaguePayments } from '@matchday/domain';
import { route, type FakeRoute } from '../../../testing/fake-api';
import { fakeId, leagueWith } from '../../../testing/fixtures';
import { cardPaymentEntry, leagueMoney, moneyTotals, teamMoney } from '../../../testing/payments-fixtures';
import { PAYMENTS, posted, renderPaymentsTab } from '../test-data/payments-tab';

const LIONS = fakeId(31);
const QUINN = fakeId(41);
const CARD_PAYMENT = fakeId(51);

const cardPayment = cardPaymentEntry({
  id: CARD_PAYMENT,
  amount_cents: 40_000,
  description: 'Card payment — Spring League',
  team_id: LIONS,
  team_name: 'Lions',
  order_id: fakeId(61),
  refundable_cents: 30_000,
});

function payments(overrides: Partial<LeaguePayments> = {}): LeaguePayments {
  return leagueMoney({
    // Figures no sum of the others gives: the page must show these, never add its own.
    totals: moneyTotals({
      charged: 123_456,
      paid_card: 40_000,
      paid_offline: 7_500,
      paid: 47_500,
      refunded: 10_000,
      collected: 37_500,
      waived: 1_000,
      credited: 500,
      extras: 0,
      balance: 84_456,
      outstanding: 84_456,
    }),
    teams: [
      teamMoney(LIONS, 'Lions', {
        status: 'held',
        captain_name: 'Quinn Harbour',
        totals: moneyTotals({ charged: 40_000, paid: 40_000, paid_card: 40_000, refunded: 10_000, collected: 30_000, balance: 10_000 }),
        shortfall_cents: 2_500,
        remainder_chargeable: true,
        // 17:30 in New York, the club's timezone.
        hold_expires_at: '2026-08-04T21:30:00.000Z',
      }),
    ],
    registrations: [
      {
        id: QUINN,
        player_id: fakeId(42),
        player_name: 'Quinn Harbour',
        team_id: LIONS,
        team_name: 'Lions',
        payment_status: 'partial',
        covered_by_team: false,
        totals: moneyTotals({ charged: 5_000, paid: 2_000, paid_offline: 2_000, collected: 2_000, balance: 3_000 }),
      },
    ],
    orders: [
      {
        id: fakeId(61),
        customer_name: 'Quinn Harbour',
        customer_email: 'quinn@example.com',
        status: 'paid',
        total_cents: 40_000,
        team_name: 'Lions',
        created_at: '2026-08-03T15:55:00.000Z',
        paid_at: '2026-08-03T16:00:00.000Z',
        end_reason: null,
      },
    ],
    entries: [cardPayment],
    remainder_policy: 'charge_captain',
    payment_deadline: '2026-09-01',
    ...overrides,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serve = (routes: FakeRoute[] = [], league = leagueWith(), body = payments()) => renderPaymentsTab(league, body, routes);

const totalCard = (label: string) => screen.getByText(label, { selector: '.MuiCardContent-root > p:first-child' }).closest('li')!;

describe('PaymentsTab', { timeout: 20_000 }, () => {
  it('shows the API’s totals as they are, never adding them up itself', async () => {
    serve();
    await screen.findByText('Collected by card');
    expect(within(totalCard('Charged')).getByText('$1,234.56')).toBeTruthy();
    expect(within(totalCard('Collected by card')).getByText('$400.00')).toBeTruthy();
    expect(within(totalCard('Collected offline')).getByText('$75.00')).toBeTruthy();
    expect(within(totalCard('Refunded')).getByText('$100.00')).toBeTruthy();
    expect(within(totalCard('Refunded')).getByText('Kept after refunds: $375.00')).toBeTruthy();
    expect(within(totalCard('Written off & credited')).getByText('Written off: $10.00')).toBeTruthy();
    expect(within(totalCard('Written off & credited')).getByText('Credited: $5.00')).toBeTruthy();
    expect(within(totalCard('Written off & credited')).queryByText('$15.00')).toBeNull();
    expect(within(totalCard('Outstanding')).getByText('$844.56')).toBeTruthy();
  });

  it('lists teams with their status in the club’s time, players with theirs, orders and the ledger', async () => {
    serve();
    const teams = await screen.findByRole('table', { name: 'Teams’ payments' });
    expect(within(teams).getByText('Held until 08-04-2026 5:30 PM')).toBeTruthy();
    expect(within(teams).getByText('Quinn Harbour')).toBeTruthy();
    // captains_pay: no shortfall column, no charging the captain.
    expect(within(teams).queryByText('Shortfall')).toBeNull();
    expect(within(teams).queryByRole('button', { name: 'Charge rest to captain' })).toBeNull();
    const players = screen.getByRole('table', { name: 'Players’ payments' });
    expect(within(players).getByText('Partly paid')).toBeTruthy();
    expect(within(players).getByText('$30.00')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Checkout orders' })).getByText('quinn@example.com')).toBeTruthy();
    const ledger = screen.getByRole('table', { name: 'Ledger entries' });
    expect(within(ledger).getByText('$300.00 refundable')).toBeTruthy();
    // Each wide table scrolls inside its own named, focusable region, never the page.
    expect(screen.getByRole('region', { name: 'Ledger entries' }).getAttribute('tabindex')).toBe('0');
  });

  it('records an offline payment in integer cents and says so', async () => {
    const calls = serve([route('POST', `${PAYMENTS}/offline`, { status: 201, body: { ...cardPayment, method: 'check', refundable_cents: 4_950 } })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Payment actions for Lions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Record offline payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record offline payment' });
    expect(within(dialog).getByText('Lions · balance $100.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Check' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), { target: { value: '49.5' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), { target: { value: ' Check #1024 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of $49.50 recorded for Lions')).toBeTruthy();
    expect(posted(calls, `${PAYMENTS}/offline`).map((call) => call.body)).toEqual([
      {
        team_id: LIONS,
        registration_id: null,
        method: 'check',
        amount_cents: 4_950,
        note: 'Check #1024',
        excess_as_credit: false,
        action_key: expect.any(String),
      },
    ]);
  });

  it('credits part of a player’s balance: the kind chosen, the amount in cents', async () => {
    const calls = serve([
      route('POST', `${PAYMENTS}/adjustments`, { status: 201, body: { ...cardPayment, kind: 'credit', method: null, amount_cents: 1_000 } }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Payment actions for Quinn Harbour' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Write off / credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off or credit' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Credit/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('$10.00 credited to Quinn Harbour')).toBeTruthy();
    expect(posted(calls, `${PAYMENTS}/adjustments`).map((call) => call.body)).toEqual([
      { team_id: null, registration_id: expect.any(String), kind: 'credit', amount_cents: 1_000, note: null, action_key: expect.any(String) },
    ]);
  });

  it('refuses an amount that is not dollars before sending anything', async () => {
    const calls = serve();
    fireEvent.click(await screen.findByRole('button', { name: 'Payment actions for Quinn Harbour' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Write off / credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off or credit' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), { target: { value: '12.345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount in dollars, like 450.00')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refunds the refundable amount it starts with, with who bears the fee and the place released', async () => {
    const calls = serve([route('POST', `${PAYMENTS}/${CARD_PAYMENT}/refund`, { status: 201, body: { ...cardPayment, kind: 'refund', amount_cents: 30_000 } })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund Card payment, Lions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    // Says once what is refunded: whose payment, what it was, how much and when (issue 20 §3).
    expect(within(dialog).getByText(/^Lions: Card payment of \$400\.00 on 08-03-2026 \d+:00 [AP]M · \$300\.00 refundable$/)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('300.00');
    expect((within(dialog).getByRole('radio', { name: /^The club/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /^The registrant/ }));
    expect(within(dialog).queryByText(/offered to the waitlist/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also release the place' }));
    expect(within(dialog).getByText(/offered to the waitlist/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('$300.00 refunded')).toBeTruthy();
    expect(posted(calls, `${PAYMENTS}/${CARD_PAYMENT}/refund`).map((call) => call.body)).toEqual([
      { amount_cents: 30_000, fee_borne_by: 'registrant', release_place: true, reason: null, action_key: expect.any(String) },
    ]);
  });

  it('keeps a refund within what is refundable, and shows the API’s refusal in the dialog', async () => {
    const refusal = { message: 'This team has scheduled games: remove them from the schedule first.', code: 'in_use' };
    const calls = serve([route('POST', `${PAYMENTS}/${CARD_PAYMENT}/refund`, { status: 409, body: refusal })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund Card payment, Lions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    fireEvent.change(amount, { target: { value: '300.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most $300.00')).toBeTruthy();
    expect(posted(calls, `${PAYMENTS}/${CARD_PAYMENT}/refund`)).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also release the place' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(refusal.message)).toBeTruthy();
    expect(posted(calls, `${PAYMENTS}/${CARD_PAYMENT}/refund`).map((call) => call.body)).toEqual([
      { amount_cents: 5_000, fee_borne_by: 'club', release_place: true, reason: null, action_key: expect.any(String) },
    ]);
  });

  it('in a players_pay league: the shortfall, charging it to the captain (a refusal shown), and the settings', async () => {
    const refusal = { message: 'The captain did not agree at checkout to be charged the rest of the team fee', code: 'conflict' };
    const calls = serve(
      [
        route('POST', `${PAYMENTS}/teams/${LIONS}/charge-remainder`, { status: 409, body: refusal }),
        route('PUT', `${PAYMENTS}/settings`, ({ body }) => ({ body })),
      ],
      leagueWith({ payment_mode: 'players_pay' }),
    );
    expect(await screen.findByText('Payment deadline: 09-01-2026 · Charge the rest to the captain (only if they agreed at checkout)')).toBeTruthy();
    const teams = screen.getByRole('table', { name: 'Teams’ payments' });
    expect(within(teams).getByText('$25.00')).toBeTruthy();
    fireEvent.click(within(teams).getByRole('button', { name: 'Charge rest to captain' }));
    const confirm = await screen.findByRole('dialog', { name: 'Charge the rest to the captain?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Charge $25.00' }));
    expect(await within(confirm).findByText(refusal.message)).toBeTruthy();
    expect(posted(calls, `${PAYMENTS}/teams/${LIONS}/charge-remainder`)).toHaveLength(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Payment settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Payment settings' });
    fireEvent.change(within(settings).getByLabelText('Payment deadline'), { target: { value: '' } });
    fireEvent.click(within(settings).getByRole('radio', { name: 'Mark the team incomplete' }));
    fireEvent.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payment settings saved')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ payment_deadline: null, remainder_policy: 'mark_incomplete' }]),
    );
  });
});
