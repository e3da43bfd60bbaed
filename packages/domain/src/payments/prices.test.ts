import { describe, expect, it } from 'vitest';
import { ledgerTotals, sharesShortfallCents } from './ledger.js';
import { depositOffered, feesOn, isEarlyBird, registrationPrice, type PriceList } from './prices.js';

const prices = (payment_mode: PriceList['payment_mode'], more: Partial<PriceList> = {}): PriceList => ({
  payment_mode,
  team_fee_cents: 60_000,
  player_fee_cents: 8_000,
  roster_min: 5,
  early_bird_until: null,
  early_bird_team_fee_cents: null,
  early_bird_player_fee_cents: null,
  deposit_cents: null,
  ...more,
});
const jersey = { id: '01JERSEY00000000000000000A', name: 'Jersey', price_cents: 2_500, max_quantity: 12 };
const none = { today: '2026-03-01', addOns: [jersey], chosen: [], payDeposit: false };

describe('early-bird prices', () => {
  const early = prices('captains_pay', { early_bird_until: '2026-03-15', early_bird_team_fee_cents: 50_000 });

  it('apply through their last day, inclusive, and not the day after', () => {
    expect(isEarlyBird(early, '2026-03-15')).toBe(true);
    expect(isEarlyBird(early, '2026-03-16')).toBe(false);
    expect(feesOn(early, '2026-03-15').team_fee_cents).toBe(50_000);
    expect(feesOn(early, '2026-03-16').team_fee_cents).toBe(60_000);
    expect(registrationPrice(early, 'captain', {}, { ...none, today: '2026-03-15' }).lines[0]).toMatchObject({ amount_cents: 50_000, early_bird: true });
    expect(registrationPrice(early, 'captain', {}, { ...none, today: '2026-03-16' }).lines[0]!.early_bird).toBeUndefined();
  });

  it('a date without any early-bird price is no early bird', () => {
    expect(isEarlyBird(prices('captains_pay', { early_bird_until: '2026-12-31' }), '2026-03-01')).toBe(false);
  });

  it('lower the player fee and the share that defaults to it, but not a share the captain set', () => {
    const players = prices('players_pay', { early_bird_until: '2026-03-15', early_bird_player_fee_cents: 6_000 });
    expect(registrationPrice(players, 'captain', {}, none).due_now_cents).toBe(6_000);
    const invited = registrationPrice(players, 'player', { shareCents: 9_000 }, none).lines[0];
    expect(invited).toMatchObject({ amount_cents: 9_000 });
    expect(invited).not.toHaveProperty('early_bird');
    expect(registrationPrice(players, 'captain', {}, { ...none, today: '2026-03-16' }).due_now_cents).toBe(8_000);
  });
});

describe('deposits', () => {
  it('are offered only when the team-owned fee due now exceeds them', () => {
    const deposit = prices('captains_pay', { deposit_cents: 10_000 });
    const captain = registrationPrice(deposit, 'captain', {}, none);
    expect(captain.deposit_cents).toBe(10_000);
    expect(depositOffered(prices('captains_pay', { deposit_cents: 60_000 }), captain.lines)).toBeNull();
    expect(registrationPrice(deposit, 'player', {}, none).deposit_cents).toBeNull();
  });

  it('paying one leaves the rest of the fee for later, add-ons still paid now', () => {
    const deposit = prices('full_player_fee_from_captain', { deposit_cents: 10_000 });
    const paid = registrationPrice(deposit, 'captain', {}, { ...none, chosen: [{ product_id: jersey.id, quantity: 2 }], payDeposit: true });
    expect(paid.due_now_cents).toBe(10_000 + 5_000);
    expect(paid.later_cents).toBe(5 * 8_000 - 10_000);
    const full = registrationPrice(deposit, 'captain', {}, { ...none, payDeposit: false });
    expect([full.due_now_cents, full.later_cents]).toEqual([40_000, 0]);
  });
});

describe('add-ons', () => {
  it('go on the balance paid now: the team’s when the captain pays its fee, else the registrant’s', () => {
    const chosen = { ...none, chosen: [{ product_id: jersey.id, quantity: 3 }] };
    const captain = registrationPrice(prices('captains_pay'), 'captain', {}, chosen);
    expect(captain.lines.find((line) => line.kind === 'add_on')).toMatchObject({ owner: 'team', quantity: 3, amount_cents: 7_500, name: 'Jersey' });
    const player = registrationPrice(prices('players_pay'), 'player', {}, chosen);
    expect(player.lines.find((line) => line.kind === 'add_on')?.owner).toBe('registration');
    expect(registrationPrice(prices('free'), 'free_agent', {}, chosen).due_now_cents).toBe(7_500);
  });

  it('are capped at their maximum, and an unknown one is not sold', () => {
    const price = registrationPrice(
      prices('free'),
      'captain',
      {},
      {
        ...none,
        chosen: [
          { product_id: jersey.id, quantity: 40 },
          { product_id: '01UNKNOWN0000000000000000A', quantity: 1 },
        ],
      },
    );
    expect(price.lines).toHaveLength(1);
    expect(price.lines[0]!.quantity).toBe(12);
  });

  it('bought with a share never count toward the team fee', () => {
    const share = ledgerTotals([
      { kind: 'charge', amount_cents: 8_000 },
      { kind: 'charge', amount_cents: 2_500, add_on: true },
      { kind: 'payment', method: 'card', amount_cents: 10_500 },
    ]);
    expect(share.extras).toBe(2_500);
    expect(sharesShortfallCents({ team_fee_cents: 60_000, team: ledgerTotals([]), roster: [share] })).toBe(52_000);
    const overpaid = ledgerTotals([
      { kind: 'charge', amount_cents: 8_000 },
      { kind: 'charge', amount_cents: 2_500, add_on: true },
      { kind: 'payment', method: 'cash', amount_cents: 20_500 },
    ]);
    expect(sharesShortfallCents({ team_fee_cents: 60_000, team: ledgerTotals([]), roster: [overpaid] })).toBe(42_000);
  });
});
