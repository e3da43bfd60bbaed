import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { route, type FakeRoute } from '../../../testing/fake-api';
import { fakeId, leagueWith } from '../../../testing/fixtures';
import { cardPaymentEntry, leagueMoney, moneyTotals, teamMoney } from '../../../testing/payments-fixtures';
import { PAYMENTS, posted, renderPaymentsTab } from '../test-data/payments-tab';

// Issue 19: every money dialog is safe to click twice, says what an excess or a refund will do, and adds charges.
const OWLS = fakeId(31);
const CARD_PAYMENT = fakeId(51);

const cardPayment = cardPaymentEntry({
  id: CARD_PAYMENT,
  amount_cents: 14_000,
  description: 'Card payment — Spring League',
  team_id: OWLS,
  team_name: 'Night Owls',
  refundable_cents: 14_000,
});

/** Night Owls: $140 fee; `paid` of it collected by card. */
const payments = (paid: number) =>
  leagueMoney({
    totals: moneyTotals({ outstanding: 14_000 - paid }),
    teams: [
      teamMoney(OWLS, 'Night Owls', {
        status: paid >= 14_000 ? 'confirmed' : 'awaiting_payment',
        totals: moneyTotals({ charged: 14_000, paid, paid_card: paid, collected: paid, balance: 14_000 - paid }),
      }),
    ],
    entries: paid > 0 ? [cardPayment] : [],
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serve = (routes: FakeRoute[], paid = 0) => renderPaymentsTab(leagueWith(), payments(paid), routes);

/** Holds every POST until `release` is called, as a slow server would. */
function holdPosts() {
  const answered = globalThis.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') await gate;
    return answered(input, init);
  });
  return () => release();
}

async function openOffline() {
  fireEvent.click(await screen.findByRole('button', { name: 'Payment actions for Night Owls' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Record offline payment' }));
  return screen.findByRole('dialog', { name: 'Record offline payment' });
}

describe('money dialogs', { timeout: 20_000 }, () => {
  it('disable their submit while the request runs: a double click sends one request', async () => {
    const calls = serve([route('POST', `${PAYMENTS}/offline`, { status: 201, body: { ...cardPayment, method: 'cash', amount_cents: 14_000 } })]);
    const dialog = await openOffline();
    const release = holdPosts();
    const submit = within(dialog).getByRole('button', { name: 'Record payment' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(submit);
    release();
    expect(await screen.findByText('Payment of $140.00 recorded for Night Owls')).toBeTruthy();
    expect(posted(calls, `${PAYMENTS}/offline`)).toHaveLength(1);
  });

  it('send the same action key again when the first try failed on the network', async () => {
    let tries = 0;
    const calls = serve([
      (call) => {
        if (call.method !== 'POST' || call.path !== `${PAYMENTS}/offline`) return undefined;
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: { ...cardPayment, method: 'cash' } };
      },
    ]);
    const dialog = await openOffline();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(posted(calls, `${PAYMENTS}/offline`)).toHaveLength(1));
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Record payment' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of $140.00 recorded for Night Owls')).toBeTruthy();
    const [first, second] = posted(calls, `${PAYMENTS}/offline`).map((call) => call.body as { action_key: string });
    expect(first!.action_key).toMatch(/^[0-9A-Z]{26}$/);
    expect(second!.action_key).toBe(first!.action_key);
  });

  it('record more than the balance only once the excess is confirmed as a credit', async () => {
    const calls = serve([route('POST', `${PAYMENTS}/offline`, { status: 201, body: { ...cardPayment, method: 'cash', amount_cents: 50_000 } })]);
    const dialog = await openOffline();
    expect(within(dialog).getByText('Night Owls · balance $140.00')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), { target: { value: '500' } });
    expect(await within(dialog).findByText('That is $360.00 more than Night Owls owes.')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Record payment' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(within(dialog).getByText('Confirm the credit, or lower the amount.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'The $360.00 above the balance becomes a credit' }));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText('Payment of $500.00 recorded for Night Owls')).toBeTruthy();
    expect(posted(calls, `${PAYMENTS}/offline`).map((call) => call.body)).toEqual([
      { team_id: OWLS, registration_id: null, method: 'cash', amount_cents: 50_000, note: null, excess_as_credit: true, action_key: expect.any(String) },
    ]);
  });

  it('a refund says what the team will owe and show before it is confirmed', async () => {
    serve([route('POST', `${PAYMENTS}/${CARD_PAYMENT}/refund`, { status: 201, body: { ...cardPayment, kind: 'refund' } })], 14_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund Card payment, Night Owls' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(within(dialog).getByText('After this refund Night Owls will owe $140.00 and show Awaiting payment.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), { target: { value: '50' } });
    expect(await within(dialog).findByText('After this refund Night Owls will owe $50.00 and show Awaiting payment.')).toBeTruthy();
    // Releasing the place waives what it owed: nothing is said about owing then.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also release the place' }));
    expect(within(dialog).queryByText(/After this refund/)).toBeNull();
  });

  it('add a charge to a team from its row, once per opening', async () => {
    const calls = serve([route('POST', `${PAYMENTS}/charges`, { status: 201, body: { ...cardPayment, kind: 'charge', method: null, amount_cents: 2_500 } })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Payment actions for Night Owls' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add charge' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: ' Late fee ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText('$25.00 charged to Night Owls')).toBeTruthy();
    expect(posted(calls, `${PAYMENTS}/charges`).map((call) => call.body)).toEqual([
      { team_id: OWLS, registration_id: null, amount_cents: 2_500, description: 'Late fee', action_key: expect.stringMatching(/^[0-9A-Z]{26}$/) },
    ]);
  });
});
