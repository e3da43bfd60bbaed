import { describe, expect, it } from 'vitest';
import { ledgerTotals, paymentStatusOf, sharesShortfallCents, teamStatusOf, unchargedShortfallCents, type LedgerLine, type TeamMoney } from './ledger.js';

const charge = (amount: number): LedgerLine => ({ kind: 'charge', amount_cents: amount });
const card = (amount: number): LedgerLine => ({ kind: 'payment', method: 'card', amount_cents: amount });
const cash = (amount: number): LedgerLine => ({ kind: 'payment', method: 'cash', amount_cents: amount });
const refund = (amount: number): LedgerLine => ({ kind: 'refund', method: 'card', amount_cents: amount });
const waiver = (amount: number): LedgerLine => ({ kind: 'waiver', amount_cents: amount });
const credit = (amount: number): LedgerLine => ({ kind: 'credit', amount_cents: amount });
const status = (...lines: LedgerLine[]) => paymentStatusOf(ledgerTotals(lines));

describe('ledgerTotals', () => {
  it('sums each kind, splits card from offline, and nets the balance', () => {
    expect(ledgerTotals([charge(9_500), card(9_500), refund(2_000), cash(1_250), waiver(500), credit(250)])).toEqual({
      charged: 9_500,
      paid: 10_750,
      paid_card: 9_500,
      paid_offline: 1_250,
      refunded: 2_000,
      waived: 500,
      credited: 250,
      extras: 0,
      collected: 8_750,
      balance: 9_500 - 8_750 - 500 - 250,
    });
  });
});

describe('paymentStatusOf', () => {
  it('derives every status from the entries', () => {
    expect(status(charge(9_500))).toBe('unpaid');
    expect(paymentStatusOf(ledgerTotals([charge(9_500)]), true)).toBe('pending');
    expect(status(charge(9_500), cash(4_000))).toBe('partial');
    expect(status(charge(9_500), card(9_500))).toBe('paid');
    expect(status(charge(9_500), card(9_500), refund(2_000))).toBe('partial');
    expect(status(charge(9_500), card(9_500), refund(9_500))).toBe('refunded');
    expect(status(charge(9_500), waiver(9_500))).toBe('waived');
    expect(status(charge(9_500), cash(5_000), waiver(4_500))).toBe('paid');
    expect(status()).toBe('paid');
  });
});

const team = (overrides: Partial<TeamMoney>): TeamMoney => ({
  mode: 'captains_pay',
  team_fee_cents: 30_000,
  roster_min: 2,
  roster_size: 2,
  held: false,
  incomplete: false,
  team: ledgerTotals([]),
  roster: [],
  ...overrides,
});

describe('teamStatusOf', () => {
  it('holds a team while its checkout is open, whatever it paid', () => {
    expect(teamStatusOf(team({ held: true, team: ledgerTotals([charge(30_000), card(30_000)]) }))).toBe('held');
  });

  it('confirms a captains_pay team once its fee is settled', () => {
    expect(teamStatusOf(team({ team: ledgerTotals([charge(30_000), cash(10_000)]) }))).toBe('awaiting_payment');
    expect(teamStatusOf(team({ team: ledgerTotals([charge(30_000), cash(10_000), card(20_000)]) }))).toBe('confirmed');
  });

  it('confirms a players_pay team once the shares cover the fee, and marks it incomplete past the deadline otherwise', () => {
    const shares = (paid: number[]) => paid.map((amount) => ledgerTotals([charge(10_000), card(amount)]));
    expect(teamStatusOf(team({ mode: 'players_pay', roster: shares([10_000, 10_000]) }))).toBe('awaiting_payment');
    expect(sharesShortfallCents({ team_fee_cents: 30_000, team: ledgerTotals([]), roster: shares([10_000, 10_000]) })).toBe(10_000);
    expect(teamStatusOf(team({ mode: 'players_pay', roster: shares([10_000, 20_000]) }))).toBe('confirmed');
    expect(teamStatusOf(team({ mode: 'players_pay', incomplete: true, roster: shares([10_000]) }))).toBe('incomplete');
    // The captain's card charged for the rest counts as the team's own payment.
    expect(teamStatusOf(team({ mode: 'players_pay', roster: shares([10_000]), team: ledgerTotals([charge(20_000), card(20_000)]) }))).toBe('confirmed');
  });

  it('in a players_pay league without a team fee, confirms a team once every share is settled', () => {
    const shares = (paid: number[]) => paid.map((amount) => ledgerTotals([charge(6_000), card(amount)]));
    expect(teamStatusOf(team({ mode: 'players_pay', team_fee_cents: 0, roster: shares([6_000, 0]) }))).toBe('awaiting_payment');
    expect(teamStatusOf(team({ mode: 'players_pay', team_fee_cents: 0, roster: shares([6_000, 6_000]) }))).toBe('confirmed');
  });

  it('confirms a full_player_fee_from_player team once every player paid, and a free team at its roster minimum', () => {
    const fees = (paid: number[]) => paid.map((amount) => ledgerTotals([charge(7_500), cash(amount)]));
    expect(teamStatusOf(team({ mode: 'full_player_fee_from_player', roster: fees([7_500, 0]) }))).toBe('awaiting_payment');
    expect(teamStatusOf(team({ mode: 'full_player_fee_from_player', roster: fees([7_500, 7_500]) }))).toBe('confirmed');
    expect(teamStatusOf(team({ mode: 'free', roster_size: 1 }))).toBe('awaiting_payment');
    expect(teamStatusOf(team({ mode: 'free', roster_size: 2 }))).toBe('confirmed');
  });
});

describe('unchargedShortfallCents', () => {
  it('is the shortfall that no share or remainder charged carries yet', () => {
    const shares = (...totals: LedgerLine[][]) => totals.map((lines) => ledgerTotals(lines));
    // $100 of shares owed while the team lacks $1,000 of its fee: $900 is charged to no one.
    expect(unchargedShortfallCents({ team_fee_cents: 100_000, team: ledgerTotals([]), roster: shares([charge(10_000)]) })).toBe(90_000);
    // Twelve shares of $100 for a $1,000 fee, ten paid: nothing is lacking; the two unpaid shares are balances.
    const twelve = shares(...Array.from({ length: 12 }, (_, index) => (index < 10 ? [charge(10_000), cash(10_000)] : [charge(10_000)])));
    expect(unchargedShortfallCents({ team_fee_cents: 100_000, team: ledgerTotals([]), roster: twelve })).toBe(0);
    // A remainder charged to the team, not yet paid, carries what the shares left.
    expect(unchargedShortfallCents({ team_fee_cents: 30_000, team: ledgerTotals([charge(20_000)]), roster: shares([charge(10_000), card(10_000)]) })).toBe(0);
  });
});
