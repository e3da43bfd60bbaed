import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MyRegistrations } from '@matchday/domain';
import { goToCheckout } from './checkout';
import MyRegistrationsPage from './MyRegistrationsPage';
import { fakeApi, LEAGUE, signIn, SLUG, withIntl } from './test-support';

vi.mock('./checkout', () => ({ goToCheckout: vi.fn() }));

const REG = '01JAAAAAAAAAAAAAAAAAAAAAR1';
const TEAM = '01JAAAAAAAAAAAAAAAAAAAAAT1';

const mine: MyRegistrations = {
  email: 'ann@example.com',
  registrations: [
    {
      id: REG,
      league: { id: LEAGUE, name: 'Coed Volleyball', season: 'Fall 2026', payment_mode: 'players_pay' },
      team: { id: TEAM, name: 'Net Gains', status: 'awaiting_payment' },
      captain: true,
      payment_status: 'partial',
      balance_cents: 9000,
      receipts: [
        {
          order_id: '01JAAAAAAAAAAAAAAAAAAAAAO1',
          paid_at: '2026-10-01T12:00:00.000Z',
          amount_cents: 16500,
          items: [
            { description: 'Deposit — Coed Volleyball', quantity: 1, amount_cents: 10000 },
            { description: 'Team jersey — Coed Volleyball', quantity: 2, amount_cents: 5000 },
            { description: 'Parking pass — Coed Volleyball', quantity: 1, amount_cents: 1500 },
          ],
        },
      ],
      pending_order: null,
      invite_url: 'https://matchday.test/c/club2/leagues/x/register?invite=abc',
      roster: [
        { name: 'Ann L.', captain: true, paid: true },
        { name: 'Bo K.', captain: false, paid: false },
      ],
    },
  ],
};

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', `/c/${SLUG}/me`);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () => render(withIntl(<MyRegistrationsPage slug={SLUG} siteTitle="Riverside" />));

describe('my registrations', () => {
  it('asks for the e-mail code when not signed in', () => {
    show();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('shows a captain their team, balance, receipts, invite link, share and who has paid; Pay sends one request', async () => {
    signIn();
    const fetchMock = fakeApi({
      'GET /me': { status: 200, body: mine },
      [`POST /me/registrations/${REG}/pay`]: { status: 201, body: { order_id: REG, checkout_url: 'https://checkout.stripe.test/pay/9' } },
      [`PUT /me/teams/${TEAM}/invite`]: { status: 200, body: {} },
    });
    show();
    const card = (await screen.findByRole('article', { name: 'Coed Volleyball' })) as HTMLElement;
    // Whose status each chip is: the team's, and this person's own payment.
    expect(within(card).getByText('Team: Awaiting payment')).toBeTruthy();
    expect(within(card).getByText('Your payment: Partly paid')).toBeTruthy();
    expect((within(card).getByLabelText('Invite link') as HTMLInputElement).value).toContain('invite=abc');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann L. · CaptainPaid', 'Bo K.Owes']);
    // The receipt lists each thing bought with its amount, then the total paid: never the first item's name beside the total.
    const receipt = within(card).getByRole('table', { name: 'Paid on Oct 1, 2026' });
    expect(
      within(receipt)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Deposit — Coed Volleyball$100.00', 'Team jersey — Coed Volleyball × 2$50.00', 'Parking pass — Coed Volleyball$15.00', 'Total paid$165.00']);
    expect(within(receipt).getByRole('link', { name: 'Paid on Oct 1, 2026' }).getAttribute('href')).toBe(`/c/${SLUG}/orders/01JAAAAAAAAAAAAAAAAAAAAAO1`);

    fireEvent.change(within(card).getByLabelText('Share per player (US$)'), { target: { value: '100' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save share' }));
    await waitFor(() => expect(within(card).getByText('Saved.')).toBeTruthy());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({ share_cents: 10000 });

    const pay = within(card).getByRole('button', { name: 'Pay $90.00' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://checkout.stripe.test/pay/9'));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('signs out: the token is forgotten', async () => {
    signIn();
    fakeApi({ 'GET /me': { status: 200, body: { email: 'ann@example.com', registrations: [] } }, 'POST /auth/sign-out': { status: 204 } });
    show();
    expect(await screen.findByText('You have no registrations in this club yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem('matchday-site-session:club2')).toBeNull();
  });

  it('moves the focus to the page’s heading once the code verifies, not to the page’s body', async () => {
    fakeApi({
      'POST /auth/code': { status: 202, body: { sent: true } },
      'POST /auth/verify': { status: 200, body: { token: 'fresh-token', email: 'ann@example.com', expires_at: '2999-01-01T00:00:00.000Z' } },
      'GET /me': { status: 200, body: { email: 'ann@example.com', registrations: [] } },
    });
    show();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText(/6-digit code/), { target: { value: '123456' } });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My registrations' })));
  });

  it('follows a sign-out and a sign-in made in another tab', async () => {
    signIn();
    fakeApi({ 'GET /me': { status: 200, body: { email: 'ann@example.com', registrations: [] } } });
    show();
    expect(await screen.findByText('Signed in as ann@example.com')).toBeTruthy();
    const key = 'matchday-site-session:club2';
    const stored = localStorage.getItem(key);
    // Another tab signed out: the storage event says so here.
    localStorage.removeItem(key);
    fireEvent(window, new StorageEvent('storage', { key, oldValue: stored, newValue: null }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText(/Signed in as/)).toBeNull();
    localStorage.setItem(key, stored!);
    fireEvent(window, new StorageEvent('storage', { key, oldValue: null, newValue: stored }));
    expect(await screen.findByText('Signed in as ann@example.com')).toBeTruthy();
  });
});
