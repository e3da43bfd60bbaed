import { describe, expect, it } from 'vitest';
import { findCourtClashes } from './court-clashes.js';

const game = (id: string, playing_area_id: string, starts_at: string, is_active = true) => ({ id, playing_area_id, starts_at, is_active });

describe('findCourtClashes', () => {
  it('finds two active games on one court at one instant, whatever the instant’s notation', () => {
    const clashes = findCourtClashes([game('a', 'c1', '2026-11-03T23:00:00Z'), game('b', 'c1', '2026-11-03T23:00:00.000Z')]);
    expect(clashes.map(([first, second]) => [first.id, second.id])).toEqual([['a', 'b']]);
  });

  it('lets games share a court at other times, and other courts at the same time', () => {
    expect(
      findCourtClashes([game('a', 'c1', '2026-11-03T23:00:00Z'), game('b', 'c1', '2026-11-04T00:00:00Z'), game('c', 'c2', '2026-11-03T23:00:00Z')]),
    ).toEqual([]);
  });

  it('ignores inactive games', () => {
    expect(findCourtClashes([game('a', 'c1', '2026-11-03T23:00:00Z', false), game('b', 'c1', '2026-11-03T23:00:00Z')])).toEqual([]);
  });

  it('reports every extra game on a crowded court', () => {
    const at = '2026-11-03T23:00:00Z';
    expect(findCourtClashes([game('a', 'c1', at), game('b', 'c1', at), game('c', 'c1', at)]).map(([, second]) => second.id)).toEqual(['b', 'c']);
  });
});
