import { describe, expect, it } from 'vitest';
import { resolveBracket, staleResults } from './resolve.js';
import { buildBracket } from './structure.js';

const SEEDS = ['one', 'two', 'three', 'four', 'five'];

/** Plays the bracket: at each step the ready game with the lowest number, won by `pick`. */
function play(specs: ReturnType<typeof buildBracket>, pick: (home: string, away: string, number: number) => 'home' | 'away') {
  const winners = new Map<number, 'home' | 'away'>();
  for (;;) {
    const { games } = resolveBracket(specs, SEEDS, winners);
    const next = [...games.entries()].find(([, game]) => game.status === 'ready');
    if (!next) return { winners, ...resolveBracket(specs, SEEDS, winners) };
    winners.set(next[0], pick(next[1].home_team_id!, next[1].away_team_id!, next[0]));
  }
}

describe('resolveBracket', () => {
  it('plays a 5-team double elimination to a champion out of the losers’ bracket, through the reset', () => {
    const specs = buildBracket('double-elimination', 5, true);
    // The higher seed wins, except that 'two' beats 'one' in both grand finals after losing to them earlier.
    const rank = (team: string) => SEEDS.indexOf(team);
    const grandFinal = specs.find((spec) => spec.side === 'final' && !spec.if_necessary)!.number;
    const result = play(specs, (home, away, number) => (number >= grandFinal ? (home === 'two' ? 'home' : 'away') : rank(home) < rank(away) ? 'home' : 'away'));
    expect(result.champion_team_id).toBe('two');
    expect([...result.games.values()].every((game) => game.status === 'played')).toBe(true);
    expect(result.winners.size).toBe(specs.length);
  });

  it('skips the reset when the winners’ champion wins the grand final', () => {
    const specs = buildBracket('double-elimination', 4, true);
    const rank = (team: string) => SEEDS.indexOf(team);
    const result = play(specs, (home, away) => (rank(home) < rank(away) ? 'home' : 'away'));
    expect(result.champion_team_id).toBe('one');
    expect(result.games.get(specs.length)!.status).toBe('not_needed');
  });

  it('plays a single elimination of 8', () => {
    const specs = buildBracket('single-elimination', 8, false);
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const winners = new Map<number, 'home' | 'away'>();
    for (const spec of specs) winners.set(spec.number, 'away');
    const { champion_team_id, games } = resolveBracket(specs, seeds, winners);
    expect([...games.values()].every((game) => game.status === 'played')).toBe(true);
    expect(seeds).toContain(champion_team_id);
  });

  it('re-derives what follows a corrected result and names the results that no longer fit', () => {
    const specs = buildBracket('single-elimination', 4, false);
    const winners = new Map<number, 'home' | 'away'>([
      [1, 'home'],
      [2, 'home'],
      [3, 'home'],
    ]);
    const before = resolveBracket(specs, SEEDS, winners);
    expect(before.champion_team_id).toBe('one');
    winners.set(1, 'away');
    const after = resolveBracket(specs, SEEDS, winners);
    expect(after.games.get(3)!.home_team_id).toBe('four');
    expect(after.champion_team_id).toBe('four');
    expect(staleResults(specs, SEEDS, new Map([[3, 'home']]))).toEqual([3]);
    expect(resolveBracket(specs, SEEDS, new Map([[3, 'home']])).games.get(3)!.status).toBe('waiting');
  });
});
