import type { FakeState } from './state.js';

export interface AccountTotals {
  /** Succeeded charges on the account. */
  charged_cents: number;
  refunded_cents: number;
  /** Application fees kept by the platform, net of fees returned with refunds. */
  application_fees_cents: number;
  /** Charged minus refunded: what a ledger of the account's card payments must net to. */
  net_cents: number;
}

/** Sums over the account's charges: the ground truth a ledger is reconciled against. */
export function accountTotals(state: FakeState, accountId: string): AccountTotals {
  const charges = [...state.charges.values()].filter((charge) => charge.account === accountId);
  const charged = charges.reduce((sum, charge) => sum + charge.amount, 0);
  const refunded = charges.reduce((sum, charge) => sum + charge.amount_refunded, 0);
  const fees = charges.reduce((sum, charge) => sum + (charge.application_fee_amount ?? 0) - charge.application_fee_refunded, 0);
  return { charged_cents: charged, refunded_cents: refunded, application_fees_cents: fees, net_cents: charged - refunded };
}
