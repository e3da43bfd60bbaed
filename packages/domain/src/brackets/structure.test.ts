import { describe, expect, it } from 'vitest';
import type { BracketGameSpec, BracketSource } from '../schemas/schedule.js';
import { buildBracket, seedOrder } from './structure.js';

const COUNTS = Array.from({ length: 30 }, (_, index) => index + 3);
const refs = (spec: BracketGameSpec) => [spec.home, spec.away].filter((source): source is Extract<BracketSource, { game: number }> => source.kind !== 'seed');
const seedsIn = (specs: BracketGameSpec[]) =>
  specs.flatMap((spec) => [spec.home, spec.away]).flatMap((source) => (source.kind === 'seed' ? [source.seed] : []));
const byNumber = (specs: BracketGameSpec[], number: number) => specs.find((spec) => spec.number === number)!;

describe('seedOrder', () => {
  it('pairs 1 v N and keeps seeds 1 and 2 apart until the final', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });
});

describe.each(['single-elimination', 'double-elimination'] as const)('buildBracket (%s)', (type) => {
  it.each(COUNTS)('with %i teams has the right number of games, each after the games it depends on', (count) => {
    const specs = buildBracket(type, count, true);
    const withoutReset = specs.filter((spec) => !spec.if_necessary);
    expect(withoutReset).toHaveLength(type === 'single-elimination' ? count - 1 : 2 * count - 2);
    expect(specs.length - withoutReset.length).toBe(type === 'single-elimination' ? 0 : 1);
    expect(specs.map((spec) => spec.number)).toEqual(specs.map((_, index) => index + 1));
    for (const spec of specs) for (const source of refs(spec)) expect(source.game).toBeLessThan(spec.number);
    expect([...seedsIn(specs)].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, index) => index + 1));
  });

  it.each(COUNTS)('with %i teams uses every winner once and, in double elimination, every loser once (but the finals’)', (count) => {
    const specs = buildBracket(type, count, false);
    const used = (kind: 'winner' | 'loser') =>
      specs
        .flatMap(refs)
        .filter((source) => source.kind === kind)
        .map((source) => source.game);
    const last = specs[specs.length - 1]!.number;
    expect([...used('winner')].sort((a, b) => a - b)).toEqual(specs.map((spec) => spec.number).filter((number) => number !== last));
    const losersUsed = used('loser');
    if (type === 'single-elimination') expect(losersUsed).toEqual([]);
    else {
      const winnersGames = specs.filter((spec) => spec.side === 'winners').map((spec) => spec.number);
      expect([...losersUsed].sort((a, b) => a - b)).toEqual(winnersGames);
    }
  });

  it('gives the byes to the top seeds', () => {
    const specs = buildBracket(type, 6, true);
    const firstRound = specs.filter((spec) => spec.side === 'winners' && spec.round === 1);
    expect(seedsIn(firstRound).sort()).toEqual([3, 4, 5, 6]);
  });

  it('keeps seeds 1 and 2 in opposite halves', () => {
    const specs = buildBracket(type, 8, true);
    const winnersFinal = specs.filter((spec) => spec.side === 'winners').at(-1)!;
    const halfOf = (seed: number): number => {
      const walk = (number: number): boolean => {
        const spec = byNumber(specs, number);
        return [spec.home, spec.away].some((source) => (source.kind === 'seed' ? source.seed === seed : source.kind === 'winner' && walk(source.game)));
      };
      return walk((winnersFinal.home as { game: number }).game) ? 0 : 1;
    };
    expect(halfOf(1)).not.toBe(halfOf(2));
  });
});

describe('double elimination', () => {
  it('drops the losers of a top-half winners game into the bottom half of the losers’ bracket', () => {
    const specs = buildBracket('double-elimination', 8, true);
    const secondRound = specs.filter((spec) => spec.side === 'winners' && spec.round === 2).map((spec) => spec.number);
    const dropRound = specs.filter(
      (spec) => spec.side === 'losers' && refs(spec).some((source) => source.kind === 'loser' && secondRound.includes(source.game)),
    );
    expect(dropRound).toHaveLength(2);
    const topWinnersGame = secondRound[0]!;
    const receiving = dropRound.findIndex((spec) => refs(spec).some((source) => source.kind === 'loser' && source.game === topWinnersGame));
    expect(receiving).toBe(dropRound.length - 1);
  });

  it('ends with a grand final of the two champions and a reset played only if necessary', () => {
    const specs = buildBracket('double-elimination', 5, true);
    const [final, reset] = specs.filter((spec) => spec.side === 'final');
    const winnersFinal = specs.filter((spec) => spec.side === 'winners').at(-1)!;
    const losersFinal = specs.filter((spec) => spec.side === 'losers').at(-1)!;
    expect(final).toMatchObject({
      home: { kind: 'winner', game: winnersFinal.number },
      away: { kind: 'winner', game: losersFinal.number },
      if_necessary: false,
    });
    expect(reset).toMatchObject({ home: { kind: 'winner', game: final!.number }, away: { kind: 'loser', game: final!.number }, if_necessary: true });
    expect(buildBracket('double-elimination', 5, false).some((spec) => spec.if_necessary)).toBe(false);
  });

  it('refuses fewer than 2 or more than 32 teams', () => {
    expect(() => buildBracket('single-elimination', 1, false)).toThrow(RangeError);
    expect(() => buildBracket('double-elimination', 33, false)).toThrow(RangeError);
  });
});
