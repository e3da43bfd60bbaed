import { describe, expect, it } from 'vitest';
import { ledgerTotals } from './ledger.js';
import { refundOutcome, totalsAfterRefund } from './refund-outcome.js';

// A $100 fee paid in full by card.
const paid = ledgerTotals([
  { kind: 'charge', amount_cents: 10_000 },
  { kind: 'payment', method: 'card', amount_cents: 10_000 },
]);

describe('refundOutcome', () => {
  it('puts a partial refund back on the balance: a Confirmed team owes it and awaits payment again', () => {
    expect(totalsAfterRefund(paid, 5_000)).toEqual(
      ledgerTotals([
        { kind: 'charge', amount_cents: 10_000 },
        { kind: 'payment', method: 'card', amount_cents: 10_000 },
        { kind: 'refund', method: 'card', amount_cents: 5_000 },
      ]),
    );
    expect(refundOutcome({ kind: 'team', status: 'confirmed', totals: paid }, 5_000)).toEqual({ kind: 'team', owed_cents: 5_000, status: 'awaiting_payment' });
    expect(refundOutcome({ kind: 'team', status: 'held', totals: paid }, 5_000)).toMatchObject({ status: 'held' });
  });

  it('gives a registration the payment status its ledger will have', () => {
    expect(refundOutcome({ kind: 'registration', totals: paid }, 4_000)).toEqual({ kind: 'registration', owed_cents: 4_000, status: 'partial' });
    expect(refundOutcome({ kind: 'registration', totals: paid }, 10_000)).toEqual({ kind: 'registration', owed_cents: 10_000, status: 'refunded' });
  });

  it('says nothing when the refund only gives back an overpayment', () => {
    const overpaid = ledgerTotals([
      { kind: 'charge', amount_cents: 10_000 },
      { kind: 'payment', method: 'cash', amount_cents: 15_000 },
    ]);
    expect(refundOutcome({ kind: 'team', status: 'confirmed', totals: overpaid }, 5_000)).toBeNull();
    expect(refundOutcome({ kind: 'team', status: 'confirmed', totals: overpaid }, 5_001)).toMatchObject({ owed_cents: 1 });
  });
});
