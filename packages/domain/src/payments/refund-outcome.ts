import { paymentStatusOf, type LedgerTotals, type PaymentStatus, type TeamStatus } from './ledger.js';

/** A balance's totals once `amountCents` of one of its payments is given back: the money leaves what was kept and is owed again. */
export function totalsAfterRefund(totals: LedgerTotals, amountCents: number): LedgerTotals {
  return {
    ...totals,
    refunded: totals.refunded + amountCents,
    collected: totals.collected - amountCents,
    balance: totals.balance + amountCents,
  };
}

/** Whose balance a refund goes back onto, as the Payments tab has it: a team (with its status now) or a registration. */
export type RefundedBalance = { kind: 'team'; status: TeamStatus; totals: LedgerTotals } | { kind: 'registration'; totals: LedgerTotals };

export type RefundOutcome = { owed_cents: number } & ({ kind: 'team'; status: TeamStatus } | { kind: 'registration'; status: PaymentStatus });

/**
 * What a refund leaves owing, said before the admin confirms it (issue 19: a partial refund turned a Confirmed team
 * into Awaiting payment without a word): null when nothing is owed afterwards, else the amount and the status shown.
 * A team owing again is no longer Confirmed; a held or incomplete team keeps that status. Not for a refund that
 * also releases the place: what the place still owed is waived then.
 */
export function refundOutcome(balance: RefundedBalance, amountCents: number): RefundOutcome | null {
  const after = totalsAfterRefund(balance.totals, amountCents);
  if (after.balance <= 0) return null;
  if (balance.kind === 'registration') return { kind: 'registration', owed_cents: after.balance, status: paymentStatusOf(after) };
  return { kind: 'team', owed_cents: after.balance, status: balance.status === 'confirmed' ? 'awaiting_payment' : balance.status };
}
