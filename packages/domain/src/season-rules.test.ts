import { describe, expect, it } from 'vitest';
import { LEAGUE_STATUSES } from './league-status.js';
import { checkBracketSeeding, checkResultTime, checkSeasonAction, SEASON_ACTIONS } from './season-rules.js';

describe('season rules', () => {
  it('allows each action only in its statuses', () => {
    const allowed = Object.fromEntries(
      SEASON_ACTIONS.map((action) => [action, LEAGUE_STATUSES.filter((status) => checkSeasonAction(status, action) === null)]),
    );
    expect(allowed).toEqual({
      plan_schedule: ['registration_open', 'registration_closed', 'in_season'],
      edit_games: ['registration_open', 'registration_closed', 'in_season'],
      enter_results: ['in_season'],
      create_bracket: ['in_season'],
    });
    expect(checkSeasonAction('draft', 'plan_schedule')).toBe('plan_schedule');
  });

  it('takes results only for games that have begun', () => {
    const now = new Date('2026-11-24T15:00:00Z');
    expect(checkResultTime('2026-11-24T15:00:00Z', now)).toBeNull();
    expect(checkResultTime('2026-11-24T14:59:00Z', now)).toBeNull();
    expect(checkResultTime('2026-11-24T15:01:00Z', now)).toBe('game_not_started');
  });

  it('seeds a bracket from a finished regular season unless overridden', () => {
    expect(checkBracketSeeding(0, false)).toBeNull();
    expect(checkBracketSeeding(3, false)).toBe('season_unplayed');
    expect(checkBracketSeeding(3, true)).toBeNull();
  });
});
