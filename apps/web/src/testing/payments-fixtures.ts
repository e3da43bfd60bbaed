import { ledgerTextOf, SYSTEM_ACTOR_NAMES, type LeaguePayments, type LedgerEntry } from '@matchday/domain';

type MoneyTotals = LeaguePayments['totals'];
type TeamMoney = LeaguePayments['teams'][number];

/** A balance's figures as the API sends them: each zero unless given. */
export const moneyTotals = (overrides: Partial<MoneyTotals> = {}): MoneyTotals => ({
  charged: 0,
  paid: 0,
  paid_card: 0,
  paid_offline: 0,
  refunded: 0,
  waived: 0,
  credited: 0,
  extras: 0,
  collected: 0,
  balance: 0,
  uncharged_shortfall: 0,
  outstanding: 0,
  ...overrides,
});

/** A team's money in the league's Payments view: awaiting payment, nothing charged, no captain, unless given. */
export const teamMoney = (id: string, name: string, overrides: Partial<TeamMoney> = {}): TeamMoney => ({
  id,
  name,
  status: 'awaiting_payment',
  captain_name: null,
  roster_size: 6,
  totals: moneyTotals(),
  shortfall_cents: 0,
  remainder_chargeable: false,
  hold_expires_at: null,
  ...overrides,
});

/** A league's Payments view: no money, no teams, players, orders or entries, unless given. */
export const leagueMoney = (overrides: Partial<LeaguePayments> = {}): LeaguePayments => ({
  totals: moneyTotals(),
  teams: [],
  registrations: [],
  orders: [],
  entries: [],
  remainder_policy: 'charge_captain',
  payment_deadline: null,
  ...overrides,
});

/** A team's payment taken by Stripe Checkout, in the ledger; what it was for and how much is the test's. */
export const cardPaymentEntry = (
  entry: Pick<LedgerEntry, 'id' | 'amount_cents' | 'description' | 'team_id' | 'team_name' | 'refundable_cents'> & Partial<LedgerEntry>,
): LedgerEntry => ({
  kind: 'payment',
  method: 'card',
  registration_id: null,
  player_name: null,
  order_id: null,
  refund_of_id: null,
  fee_borne_by: null,
  created_at: '2026-08-03T16:00:00.000Z',
  created_by: SYSTEM_ACTOR_NAMES.stripe_card_payment,
  text: ledgerTextOf(entry.description),
  ...entry,
});
