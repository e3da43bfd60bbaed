import type { LeaguePaymentMode } from '../schemas/leagues.js';

export const LEDGER_KINDS = ['charge', 'payment', 'refund', 'waiver', 'credit'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const PAYMENT_METHODS = ['card', 'cash', 'check'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface LedgerLine {
  kind: LedgerKind;
  method?: PaymentMethod | null;
  amount_cents: number;
  /** A charge for an add-on (a jersey, a parking pass): owed like any charge, but never part of a team fee. */
  add_on?: boolean;
}

export interface LedgerTotals {
  charged: number;
  paid: number;
  paid_card: number;
  paid_offline: number;
  refunded: number;
  waived: number;
  credited: number;
  /** What of `charged` is for add-ons. */
  extras: number;
  /** Money kept: payments less refunds. */
  collected: number;
  /** Still owed: charges less what was collected, waived or credited (negative when overpaid). */
  balance: number;
}

/** The one place a sum of ledger entries is made: every balance and total of the product is this function's. */
export function ledgerTotals(lines: readonly LedgerLine[]): LedgerTotals {
  const sum = (kind: LedgerKind, method?: (method: PaymentMethod | null | undefined) => boolean) =>
    lines.filter((entry) => entry.kind === kind && (!method || method(entry.method))).reduce((total, entry) => total + entry.amount_cents, 0);
  const charged = sum('charge');
  const paid = sum('payment');
  const refunded = sum('refund');
  const waived = sum('waiver');
  const credited = sum('credit');
  const collected = paid - refunded;
  return {
    charged,
    paid,
    paid_card: sum('payment', (method) => method === 'card'),
    paid_offline: sum('payment', (method) => method !== 'card'),
    refunded,
    waived,
    credited,
    extras: lines.filter((entry) => entry.kind === 'charge' && entry.add_on).reduce((total, entry) => total + entry.amount_cents, 0),
    collected,
    balance: charged - collected - waived - credited,
  };
}

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'partial', 'paid', 'refunded', 'waived'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A registration's (or team's) payment status, derived from its ledger entries and whether a checkout is open:
 * refunded once everything paid was given back, waived when forgiven without payment, paid when nothing is owed,
 * pending while a checkout is open and nothing arrived yet, partial when part arrived, else unpaid.
 */
export function paymentStatusOf(totals: LedgerTotals, checkoutOpen = false): PaymentStatus {
  if (totals.paid > 0 && totals.refunded >= totals.paid && totals.balance > 0) return 'refunded';
  if (totals.balance <= 0) {
    if (totals.charged > 0 && totals.paid === 0 && totals.waived > 0) return 'waived';
    if (totals.paid > 0 && totals.refunded >= totals.paid) return 'refunded';
    return 'paid';
  }
  if (checkoutOpen && totals.collected <= 0) return 'pending';
  if (totals.collected > 0 || totals.waived > 0 || totals.credited > 0) return 'partial';
  return 'unpaid';
}

export const TEAM_STATUSES = ['held', 'awaiting_payment', 'confirmed', 'incomplete'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

export interface TeamMoney {
  mode: LeaguePaymentMode;
  team_fee_cents: number;
  roster_min: number;
  roster_size: number;
  held: boolean;
  incomplete: boolean;
  /** The team's own entries (team fee, captain's player fees, remainder). */
  team: LedgerTotals;
  /** Each rostered registration's own entries. */
  roster: readonly LedgerTotals[];
}

/**
 * Whether a team is Confirmed (spec label 'Confirmed'): what it owes is settled. In players_pay that is the shares
 * (and anything the team paid itself) covering the team fee; in full_player_fee_from_player every rostered player
 * has paid; in the captain-pays modes the team's balance is settled; a free team needs its roster minimum.
 */
export function teamStatusOf(team: TeamMoney): TeamStatus {
  if (team.held) return 'held';
  const everyoneSettled = team.roster.length > 0 && team.roster.every((player) => player.balance <= 0) && team.team.balance <= 0;
  const confirmed = (() => {
    switch (team.mode) {
      case 'free':
        return team.roster_size >= team.roster_min;
      case 'captains_pay':
      case 'full_player_fee_from_captain':
        return team.team.charged > 0 ? team.team.balance <= 0 : team.roster_size >= team.roster_min;
      case 'players_pay':
        // A league without a team fee charges each player a share of their own: every share must be settled.
        if (team.team_fee_cents === 0) return everyoneSettled;
        return sharesShortfallCents(team) === 0 && team.team.balance <= 0;
      case 'full_player_fee_from_player':
        return everyoneSettled;
    }
  })();
  if (confirmed) return 'confirmed';
  return team.incomplete ? 'incomplete' : 'awaiting_payment';
}

/**
 * What of a balance's money counts toward a team fee: what was settled goes to its fees first, then to its add-ons;
 * only what is left beyond both (an overpayment) counts again. A jersey bought with a share never pays the team fee.
 */
const towardFees = (totals: LedgerTotals): number => {
  const settled = totals.collected + totals.waived + totals.credited;
  const fees = totals.charged - totals.extras;
  return Math.min(settled, fees) + Math.max(0, settled - fees - totals.extras);
};

/** What a players_pay team still lacks of its fee once its shares are counted (0 when covered). */
export function sharesShortfallCents(team: Pick<TeamMoney, 'team_fee_cents' | 'team' | 'roster'>): number {
  const covered = team.roster.reduce((sum, share) => sum + towardFees(share), 0) + towardFees(team.team);
  return Math.max(0, team.team_fee_cents - covered);
}

/**
 * What of a players_pay team's shortfall is charged to no one yet: the shortfall less the fees (shares, a remainder)
 * charged and still owed toward it. A team whose players owe $100 of shares while the team lacks $1,000 of its fee
 * leaves $900 that no balance carries; the league's Outstanding counts it beside the balances.
 */
export function unchargedShortfallCents(team: Pick<TeamMoney, 'team_fee_cents' | 'team' | 'roster'>): number {
  const feesOwed = [team.team, ...team.roster].reduce((sum, totals) => sum + Math.max(0, totals.charged - totals.extras - towardFees(totals)), 0);
  return Math.max(0, sharesShortfallCents(team) - feesOwed);
}
