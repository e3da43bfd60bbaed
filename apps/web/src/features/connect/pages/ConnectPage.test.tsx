import type { Club, ConnectStatus } from '@matchday/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, route } from '../../../testing/fake-api';
import { club as baseClub } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import ConnectPage from './ConnectPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const club: Club = { ...baseClub, slug: 'club3', connect: true, stripe_connect: { onboarding_done: false }, timezone: 'America/Los_Angeles' };

const status = (overrides: Partial<ConnectStatus> = {}): ConnectStatus => ({
  state: 'not_connected',
  account_id: null,
  charges_enabled: false,
  payouts_enabled: false,
  details_submitted: false,
  onboarding_done: false,
  requirements: { currently_due: [], past_due: [], current_deadline: null, disabled_reason: null },
  platform_fee_bps: 150,
  ...overrides,
});

const active = status({ state: 'active', account_id: 'acct_1', charges_enabled: true, payouts_enabled: true, details_submitted: true, onboarding_done: true });

function open(answer: ConnectStatus, path = '/club/club3/connect-integration', clubNow: Club = club) {
  const calls = installFakeApi([
    route('GET', '/club3/show', { body: clubNow }),
    route('GET', '/club3/connect/status', { body: answer }),
    route('GET', /^\/club3\/connect\/payouts/, {
      body: { payouts: [{ id: 'po_1', amount_cents: 12_975, currency: 'usd', arrival_date: '2026-03-03T00:00:00.000Z', status: 'in_transit' }] },
    }),
    route('POST', '/club3/connect/disconnect', { body: status() }),
  ]);
  return { calls, ...renderInClub(<ConnectPage />, { path, pattern: '/club/:slug/connect-integration' }) };
}

describe('ConnectPage', () => {
  it('offers to connect a club without an account, with the fee in force', async () => {
    open(status());
    const card = await screen.findByRole('region', { name: 'Account status' });
    expect(within(card).getByText('Not connected')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Connect with Stripe' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Disconnect' })).toBeNull();
    expect(screen.getByText(/1\.5% of each card payment/)).toBeTruthy();
  });

  it('says what Stripe still needs in plain words, with the deadline in the club’s timezone', async () => {
    open(
      status({
        state: 'restricted',
        account_id: 'acct_1',
        details_submitted: true,
        payouts_enabled: true,
        requirements: {
          currently_due: ['individual.verification.document', 'external_account'],
          past_due: [],
          current_deadline: '2026-03-06T20:00:00.000Z',
          disabled_reason: 'requirements.past_due',
        },
      }),
    );
    const card = await screen.findByRole('region', { name: 'Account status' });
    expect(within(card).getByText('Restricted')).toBeTruthy();
    expect(within(card).getByText('Payments: off')).toBeTruthy();
    expect(within(card).getByText('Payouts: on')).toBeTruthy();
    expect(within(card).getByText('An identity document of the account holder')).toBeTruthy();
    expect(within(card).getByText('A bank account for payouts')).toBeTruthy();
    expect(within(card).getByText('Due by March 6, 2026 at 12:00 PM')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Fix in Stripe' })).toBeTruthy();
  });

  it('on return from Stripe, says whether onboarding is complete and reads the club again so the menu follows', async () => {
    const { calls } = open(active, '/club/club3/connect-integration?return=1');
    expect(await screen.findByText('Onboarding is complete: the club can take card payments.')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(await screen.findByText('Payouts: on')).toBeTruthy();
    expect(await screen.findByText('$129.75')).toBeTruthy();
    expect(screen.getByText('Mar 2, 2026 (estimated)')).toBeTruthy();
    // The club said onboarding_done false, Stripe says true: the club is fetched once more.
    await waitFor(() => expect(calls.filter((call) => call.path === '/club3/show').length).toBeGreaterThanOrEqual(2));
  });

  it('disconnects after confirmation', async () => {
    const { calls } = open(active, undefined, { ...club, stripe_connect: { onboarding_done: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect the Stripe account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/club3/connect/disconnect')).toBe(true));
    expect(await screen.findByText('Not connected')).toBeTruthy();
  });
});
