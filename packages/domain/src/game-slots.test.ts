import { describe, expect, it } from 'vitest';
import { isDuplicateGame, type LeagueSchedule, type SlotGame } from './game-slots.js';

const DATE = '2026-05-02';
const slotGame = (overrides: Partial<SlotGame> = {}): SlotGame => ({
  time: '18:30',
  location_name: 'Riverside Park',
  court_name: 'Court 1',
  is_active: false,
  ...overrides,
});
const schedule = (league_name: string, games: SlotGame[], date = DATE): LeagueSchedule => ({ league_name, slots: [{ date, games }] });

describe('isDuplicateGame (spec §5)', () => {
  const otherLeague = [schedule('Spring Volleyball', [slotGame({ is_active: true })])];

  it('flags a game when another league has an active game at the same date, time, location and court', () => {
    expect(isDuplicateGame(slotGame(), DATE, 'Summer Volleyball', otherLeague)).toBe(true);
  });

  it('never flags against a league with the same name', () => {
    expect(isDuplicateGame(slotGame(), DATE, 'Spring Volleyball', otherLeague)).toBe(false);
  });

  it('never flags a game that is itself active', () => {
    expect(isDuplicateGame(slotGame({ is_active: true }), DATE, 'Summer Volleyball', otherLeague)).toBe(false);
  });

  it('does not flag against an inactive game of another league', () => {
    const inactive = [schedule('Spring Volleyball', [slotGame({ is_active: false })])];
    expect(isDuplicateGame(slotGame(), DATE, 'Summer Volleyball', inactive)).toBe(false);
  });

  it('does not flag when the date differs', () => {
    expect(isDuplicateGame(slotGame(), '2026-05-03', 'Summer Volleyball', otherLeague)).toBe(false);
  });

  it.each([
    ['time', { time: '19:30' }],
    ['location name', { location_name: 'Lakeside Gym' }],
    ['court name', { court_name: 'Court 2' }],
  ] as const)('does not flag when the %s differs', (_field, change) => {
    expect(isDuplicateGame(slotGame(change), DATE, 'Summer Volleyball', otherLeague)).toBe(false);
  });

  it('finds the clash among several leagues, slots and games', () => {
    const schedules = [
      schedule('Summer Volleyball', [slotGame({ is_active: true })]),
      {
        league_name: 'Fall Soccer',
        slots: [
          { date: '2026-05-01', games: [slotGame({ is_active: true })] },
          { date: DATE, games: [slotGame({ court_name: 'Court 3', is_active: true }), slotGame({ is_active: true })] },
        ],
      },
    ];
    expect(isDuplicateGame(slotGame(), DATE, 'Summer Volleyball', schedules)).toBe(true);
  });

  it('does not flag when there are no other schedules', () => {
    expect(isDuplicateGame(slotGame(), DATE, 'Summer Volleyball', [])).toBe(false);
  });
});

describe('indexActiveGames and flagDuplicates (spec §5, linear)', () => {
  it('flags, in one pass, exactly the inactive games whose slot another league holds', async () => {
    const { flagDuplicates, indexActiveGames } = await import('./game-slots.js');
    const others = [schedule('Spring Volleyball', [slotGame({ is_active: true, court_name: 'Court 2' })])];
    const own = schedule('Summer Volleyball', [
      slotGame({ court_name: 'Court 2' }),
      slotGame({ court_name: 'Court 3' }),
      slotGame({ court_name: 'Court 2', is_active: true }),
    ]);
    expect(flagDuplicates(own, indexActiveGames(others))).toEqual([[true, false, false]]);
  });
});
