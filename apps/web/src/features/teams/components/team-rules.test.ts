import { describe, expect, it } from 'vitest';
import { captainChoices, nextCaptain } from './captain-choice';
import { hasRoom, isLeagueEditable, leagueCapacity, rosterLevel } from './capacity';

const ann = { id: 'A' };
const bo = { id: 'B' };
const cy = { id: 'C' };

describe('nextCaptain', () => {
  it('makes the first chosen player captain when there is none', () => {
    expect(nextCaptain(null, [ann, bo])).toBe('A');
  });

  it('keeps the captain while they stay chosen, whatever else changes', () => {
    expect(nextCaptain('B', [ann, bo, cy])).toBe('B');
    expect(nextCaptain('B', [bo])).toBe('B');
  });

  it('passes the captaincy to the first remaining player when the captain is removed', () => {
    expect(nextCaptain('A', [bo, cy])).toBe('B');
  });

  it('has no captain without players', () => {
    expect(nextCaptain('A', [])).toBeNull();
    expect(nextCaptain(null, [])).toBeNull();
  });
});

describe('captainChoices', () => {
  it('offers "no captain" then every chosen player', () => {
    expect(captainChoices([ann, bo])).toEqual([null, ann, bo]);
  });
});

describe('capacity', () => {
  const league = { teams_count: 6, team_capacity: 8, roster_min: 5, roster_max: 10, status: 'registration_open' as const };

  it('counts teams against the capacity', () => {
    expect(leagueCapacity(league)).toEqual({ count: 6, capacity: 8, full: false });
    expect(leagueCapacity({ ...league, teams_count: 8 }).full).toBe(true);
  });

  it('places a roster against the minimum and maximum', () => {
    expect(rosterLevel(4, league)).toBe('short');
    expect(rosterLevel(5, league)).toBe('ok');
    expect(rosterLevel(10, league)).toBe('full');
    expect(hasRoom({ roster_count: 9 }, league)).toBe(true);
    expect(hasRoom({ roster_count: 10 }, league)).toBe(false);
  });

  it('treats an archived league as read-only', () => {
    expect(isLeagueEditable(league)).toBe(true);
    expect(isLeagueEditable({ ...league, status: 'archived' })).toBe(false);
  });
});
