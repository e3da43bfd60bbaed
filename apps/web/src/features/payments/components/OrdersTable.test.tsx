import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { LeaguePayments } from '@matchday/domain';
import { fakeId } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { OrdersTable } from './OrdersTable';

afterEach(cleanup);

const order = (over: Partial<LeaguePayments['orders'][number]>): LeaguePayments['orders'][number] => ({
  id: fakeId(70),
  customer_name: 'Cara Captain',
  customer_email: 'cara@example.com',
  status: 'paid',
  total_cents: 28_000,
  team_name: 'Night Owls',
  created_at: '2026-08-03T15:55:00.000Z',
  paid_at: '2026-08-03T16:00:00.000Z',
  end_reason: null,
  ...over,
});

describe('the Orders table', () => {
  it('says why an order ended unpaid', () => {
    renderInClub(
      <OrdersTable
        timezone="America/Chicago"
        orders={[
          order({}),
          order({ id: fakeId(71), status: 'canceled', paid_at: null, end_reason: 'stripe_unavailable' }),
          order({ id: fakeId(72), status: 'expired', paid_at: null, end_reason: 'checkout_expired' }),
        ]}
      />,
    );
    expect(screen.getByText('Stripe could not open the payment page; nothing was charged.')).toBeTruthy();
    expect(screen.getByText('The checkout ran out before it was paid; nothing was charged.')).toBeTruthy();
  });
});
