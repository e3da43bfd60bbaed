import { describe, expect, it } from 'vitest';
import type { Slot } from '../schemas/schedule.js';
import { placeBracketGames } from './place.js';
import { buildBracket } from './structure.js';

const slot = (hour: number, court: number): Slot => ({
  playing_area_id: `C${court}`,
  location_id: 'L',
  location_name: 'Northside',
  court_name: `Court ${court}`,
  timezone: 'UTC',
  playing_area: 'Court',
  date: '2026-12-01',
  time: `${String(hour).padStart(2, '0')}:00`,
  starts_at: `2026-12-01T${String(hour).padStart(2, '0')}:00:00.000Z`,
});

describe('placeBracketGames', () => {
  it('puts every game at least the gap after the games it depends on, and never two on one slot', () => {
    const specs = buildBracket('double-elimination', 6, true);
    const slots = Array.from({ length: 12 }, (_, hour) => [slot(hour + 8, 1), slot(hour + 8, 2)]).flat();
    const { placed, unplaced } = placeBracketGames(specs, slots, 60);
    expect(unplaced).toEqual([]);
    expect(new Set([...placed.values()]).size).toBe(specs.length);
    for (const spec of specs) {
      for (const source of [spec.home, spec.away]) {
        if (source.kind === 'seed') continue;
        expect(Date.parse(placed.get(spec.number)!.starts_at) - Date.parse(placed.get(source.game)!.starts_at)).toBeGreaterThanOrEqual(60 * 60_000);
      }
    }
    // Independent first-round games share the first hour on both courts.
    expect([...placed.values()].filter((placedSlot) => placedSlot.time === '08:00')).toHaveLength(2);
  });

  it('lists the games it cannot place and every game after them', () => {
    const specs = buildBracket('single-elimination', 4, false);
    const { placed, unplaced } = placeBracketGames(specs, [slot(8, 1), slot(8, 2)], 60);
    expect(placed.size).toBe(2);
    expect(unplaced).toEqual([3]);
  });
});
