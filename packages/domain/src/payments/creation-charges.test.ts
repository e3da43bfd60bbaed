import { describe, expect, it } from 'vitest';
import { chargeName, newRegistrationCharges, newTeamCharges } from './creation-charges.js';
import type { PriceList } from './prices.js';

const league = (overrides: Partial<PriceList>): PriceList => ({
  payment_mode: 'captains_pay',
  team_fee_cents: 50_000,
  player_fee_cents: 6_000,
  roster_min: 4,
  early_bird_until: null,
  early_bird_team_fee_cents: null,
  early_bird_player_fee_cents: null,
  deposit_cents: 10_000,
  ...overrides,
});
const TODAY = '2026-05-01';
const owed = (lines: ReturnType<typeof newTeamCharges>) => lines.map((line) => [line.kind, line.owner, line.quantity, line.amount_cents]);

describe('what the admin’s new teams and registrations owe', () => {
  it('a team owes the team-owned fees of its mode, its roster counted, never a deposit instead', () => {
    expect(owed(newTeamCharges(league({}), TODAY, 0))).toEqual([['team_fee', 'team', 1, 50_000]]);
    expect(owed(newTeamCharges(league({ payment_mode: 'full_player_fee_from_captain' }), TODAY, 2))).toEqual([['player_fee', 'team', 4, 24_000]]);
    expect(owed(newTeamCharges(league({ payment_mode: 'full_player_fee_from_captain' }), TODAY, 6))).toEqual([['player_fee', 'team', 6, 36_000]]);
    for (const mode of ['free', 'players_pay', 'full_player_fee_from_player'] as const)
      expect(newTeamCharges(league({ payment_mode: mode }), TODAY, 5)).toEqual([]);
  });

  it('a registration owes its own share or fee, and adds a player fee to its team beyond the minimum', () => {
    expect(owed(newRegistrationCharges(league({ payment_mode: 'players_pay' }), TODAY, null))).toEqual([['player_share', 'registration', 1, 6_000]]);
    expect(owed(newRegistrationCharges(league({ payment_mode: 'full_player_fee_from_player' }), TODAY, 3))).toEqual([['player_fee', 'registration', 1, 6_000]]);
    expect(newRegistrationCharges(league({}), TODAY, 3)).toEqual([]);
    const byCaptain = league({ payment_mode: 'full_player_fee_from_captain' });
    expect(newRegistrationCharges(byCaptain, TODAY, 4)).toEqual([]);
    expect(owed(newRegistrationCharges(byCaptain, TODAY, 5))).toEqual([['player_fee', 'team', 1, 6_000]]);
    expect(newRegistrationCharges(byCaptain, TODAY, null)).toEqual([]);
  });

  it('prices the day of the creation: the early bird through its last day', () => {
    const early = league({ early_bird_until: TODAY, early_bird_team_fee_cents: 40_000 });
    const [fee] = newTeamCharges(early, TODAY, 1);
    expect(fee).toMatchObject({ amount_cents: 40_000, early_bird: true });
    expect(chargeName(fee!)).toBe('Team fee (early bird)');
    expect(newTeamCharges(early, '2026-05-02', 1)[0]).toMatchObject({ amount_cents: 50_000 });
  });
});
