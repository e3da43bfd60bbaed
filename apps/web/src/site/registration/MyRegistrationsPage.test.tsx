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
        { order_id: '01JAAAAAAAAAAAAAAAAAAAAAO1', paid_at: '2026-10-01T12:00:00.000Z', amount_cents: 9000, description: 'Your share of the team fee' },
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
    expect(within(card).getByText('Awaiting payment')).toBeTruthy();
    expect(within(card).getByText('Partly paid')).toBeTruthy();
    expect((within(card).getByLabelText('Invite link') as HTMLInputElement).value).toContain('invite=abc');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann L. · CaptainPaid', 'Bo K.Owes']);
    expect(within(card).getByText('Your share of the team fee')).toBeTruthy();

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
});
