import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { PublicOrder } from '@matchday/domain';
import OrderPage, { pollDelayMs } from './OrderPage';
import { fakeApi, LEAGUE, signIn, SLUG, withIntl } from './test-support';

const ORDER = '01JAAAAAAAAAAAAAAAAAAAAAO1';

const orderOf = (over: Partial<PublicOrder>): PublicOrder => ({
  id: ORDER,
  status: 'pending',
  total_cents: 45000,
  items: [{ description: 'Team fee', quantity: 1, amount_cents: 45000 }],
  league: { id: LEAGUE, name: 'Sunday Soccer' },
  team: { id: '01JAAAAAAAAAAAAAAAAAAAAAT1', name: 'Net Gains', status: 'held' },
  checkout_url: 'https://checkout.stripe.test/pay/1',
  expires_at: '2999-01-01T00:00:00.000Z',
  paid_at: null,
  end_reason: null,
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (search: string) => {
  history.replaceState(null, '', `/c/${SLUG}/orders/${ORDER}${search}`);
  return render(withIntl(<OrderPage slug={SLUG} orderId={ORDER} siteTitle="Riverside" />));
};

describe('the order status page', () => {
  it('waits for the webhook: "Payment received" only once the order is paid, asking again every 2 s meanwhile', async () => {
    let status: PublicOrder['status'] = 'pending';
    const fetchMock = fakeApi({
      [`GET /orders/${ORDER}`]: () => ({
        status: 200,
        body: orderOf(
          status === 'paid'
            ? {
                status,
                paid_at: '2026-11-02T15:00:00.000Z',
                checkout_url: null,
                team: { id: '01JAAAAAAAAAAAAAAAAAAAAAT1', name: 'Net Gains', status: 'confirmed' },
              }
            : {},
        ),
      }),
    });
    show('?from=checkout');
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    expect(screen.queryByText('Payment received')).toBeNull();
    // Back from Checkout: no second "Pay" while the webhook is awaited.
    expect(screen.queryByRole('link', { name: /Pay now/ })).toBeNull();
    expect(screen.getByText('Please don’t pay again: this page updates by itself.')).toBeTruthy();
    expect(screen.getByText('Place held')).toBeTruthy();
    status = 'paid';
    expect(await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 3500 })).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    const calls = fetchMock.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(2);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).authorization).toBe('Bearer player-token');
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('asks less and less often while the order stays pending: 2 s five times, then twice as long, at most 30 s', () => {
    expect([0, 4, 5, 9, 10, 15, 20, 200].map(pollDelayMs)).toEqual([2_000, 2_000, 4_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('offers Pay now while a checkout left unpaid is open, and Start again once it expired', async () => {
    fakeApi({ [`GET /orders/${ORDER}`]: { status: 200, body: orderOf({}) } });
    show('?canceled=1');
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now $450.00' }).getAttribute('href')).toBe('https://checkout.stripe.test/pay/1');
    expect(screen.queryByText('Payment received')).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    fakeApi({ [`GET /orders/${ORDER}`]: { status: 200, body: orderOf({ status: 'expired', checkout_url: null }) } });
    show('');
    expect(await screen.findByRole('heading', { name: 'This checkout has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start again' }).getAttribute('href')).toBe(`/c/${SLUG}/leagues/${LEAGUE}/register`);
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('says "Payment not completed" as a final state, without a spinner, with what to do next: pay before the hold runs out', async () => {
    fakeApi({ [`GET /orders/${ORDER}`]: { status: 200, body: orderOf({ expires_at: '2026-11-02T15:32:00.000Z' }) } });
    const { container } = show('?canceled=1');
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(container.querySelector('.spinner')).toBeNull();
    expect(screen.getByText(/^Your place is held until Nov 2, 2026, .*: pay before then to keep it\. After that, it is released/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now $450.00' })).toBeTruthy();
    cleanup();
    // Back from Checkout, the page does wait on Stripe's confirmation: that is the one state with a spinner.
    fakeApi({ [`GET /orders/${ORDER}`]: { status: 200, body: orderOf({}) } });
    const back = show('?from=checkout');
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    expect(back.container.querySelector('.spinner')).toBeTruthy();
  });

  it('asks to sign in again when the session is refused', async () => {
    fakeApi({ [`GET /orders/${ORDER}`]: { status: 401, body: { message: 'Sign in', code: 'unauthenticated' } } });
    show('');
    expect(await screen.findByRole('heading', { name: 'Sign in to see this payment' })).toBeTruthy();
    expect(localStorage.getItem('matchday-site-session:club2')).toBeNull();
  });

  it('says why an order ended unpaid', async () => {
    fakeApi({
      [`GET /orders/${ORDER}`]: { status: 200, body: orderOf({ status: 'canceled', checkout_url: null, team: null, end_reason: 'stripe_unavailable' }) },
    });
    show('');
    expect(await screen.findByRole('heading', { name: 'This checkout was canceled' })).toBeTruthy();
    expect(screen.getByText(/^Stripe could not open the payment page\. Nothing was charged/)).toBeTruthy();
  });
});
