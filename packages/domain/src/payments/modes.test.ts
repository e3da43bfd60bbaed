import { describe, expect, it } from 'vitest';
import { dueNowCents, joiningCharges, joinRolesOf, type LeagueFees } from './modes.js';

const league = (payment_mode: LeagueFees['payment_mode'], fees: Partial<LeagueFees> = {}): LeagueFees => ({
  payment_mode,
  team_fee_cents: 30_000,
  player_fee_cents: 5_000,
  roster_min: 4,
  ...fees,
});

describe('joiningCharges: what joining a league owes, by payment mode', () => {
  it('free: nothing, for anyone', () => {
    for (const role of ['captain', 'player', 'free_agent'] as const) expect(joiningCharges(league('free'), role)).toEqual([]);
  });

  it('captains_pay: the captain pays the team fee; players and free agents nothing', () => {
    expect(joiningCharges(league('captains_pay'), 'captain')).toEqual([
      { kind: 'team_fee', owner: 'team', quantity: 1, unit_cents: 30_000, amount_cents: 30_000, due_now: true },
    ]);
    expect(joiningCharges(league('captains_pay'), 'player')).toEqual([]);
    expect(joiningCharges(league('captains_pay'), 'free_agent')).toEqual([]);
  });

  it('players_pay: everyone pays a share, the captain’s invite share or else the player fee', () => {
    expect(dueNowCents(joiningCharges(league('players_pay'), 'captain'))).toBe(5_000);
    expect(joiningCharges(league('players_pay'), 'player', { shareCents: 7_500 })).toEqual([
      { kind: 'player_share', owner: 'registration', quantity: 1, unit_cents: 7_500, amount_cents: 7_500, due_now: true },
    ]);
  });

  it('full_player_fee_from_player: everyone, free agents too, pays the full player fee', () => {
    for (const role of ['captain', 'player', 'free_agent'] as const)
      expect(dueNowCents(joiningCharges(league('full_player_fee_from_player'), role))).toBe(5_000);
  });

  it('full_player_fee_from_captain: the roster minimum at registration, then one fee per player beyond it, owed by the team', () => {
    expect(joiningCharges(league('full_player_fee_from_captain'), 'captain')).toEqual([
      { kind: 'player_fee', owner: 'team', quantity: 4, unit_cents: 5_000, amount_cents: 20_000, due_now: true },
    ]);
    expect(joiningCharges(league('full_player_fee_from_captain'), 'player', { rosterAfterJoin: 4 })).toEqual([]);
    const beyond = joiningCharges(league('full_player_fee_from_captain'), 'player', { rosterAfterJoin: 5 });
    expect(beyond).toEqual([{ kind: 'player_fee', owner: 'team', quantity: 1, unit_cents: 5_000, amount_cents: 5_000, due_now: false }]);
    expect(dueNowCents(beyond)).toBe(0);
  });

  it('leaves zero amounts out, and offers free agents only where the league takes individuals', () => {
    expect(joiningCharges(league('captains_pay', { team_fee_cents: 0 }), 'captain')).toEqual([]);
    expect(joinRolesOf('teams_only')).toEqual(['captain', 'player']);
    expect(joinRolesOf('teams_and_individuals')).toEqual(['captain', 'player', 'free_agent']);
  });
});
