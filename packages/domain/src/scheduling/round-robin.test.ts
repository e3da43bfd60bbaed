import { describe, expect, it } from 'vitest';
import { countBreaks, roundRobin, type RoundRobinRound } from './round-robin.js';

const teamsOf = (count: number) => Array.from({ length: count }, (_, index) => `team-${index + 1}`);
const totalBreaks = (rounds: RoundRobinRound[], teams: string[]) => teams.reduce((sum, team) => sum + countBreaks(rounds, team), 0);
const SIZES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 20, 32, 33, 64];

describe('roundRobin (circle method)', () => {
  it.each(SIZES)('with %i teams, every pair meets exactly once and nobody plays twice in a round', (count) => {
    const teams = teamsOf(count);
    const rounds = roundRobin(teams, 'single');
    expect(rounds).toHaveLength(count % 2 === 0 ? count - 1 : count);
    const met = new Map<string, number>();
    for (const round of rounds) {
      const playing = round.matches.flatMap((match) => [match.home, match.away]);
      expect(new Set(playing).size).toBe(playing.length);
      for (const { home, away } of round.matches) {
        expect(home).not.toBe(away);
        const key = [home, away].sort().join('|');
        met.set(key, (met.get(key) ?? 0) + 1);
      }
    }
    expect(met.size).toBe((count * (count - 1)) / 2);
    expect([...met.values()].every((times) => times === 1)).toBe(true);
  });

  it.each(SIZES)('with %i teams, byes only for an odd count, one per team', (count) => {
    const rounds = roundRobin(teamsOf(count), 'single');
    const byes = rounds.map((round) => round.bye);
    if (count % 2 === 0) expect(byes.every((bye) => bye === null)).toBe(true);
    else expect([...byes].sort()).toEqual([...teamsOf(count)].sort());
  });

  it.each(SIZES)('with %i teams, a double round robin meets each pair once at each home', (count) => {
    const rounds = roundRobin(teamsOf(count), 'double');
    const directed = new Set(rounds.flatMap((round) => round.matches.map((match) => `${match.home}>${match.away}`)));
    expect(directed.size).toBe(count * (count - 1));
    expect(rounds.map((round) => round.round)).toEqual(rounds.map((_, index) => index + 1));
  });

  // Known bounds: n − 2 breaks is the minimum of a single round robin of an even n (de Werra); a mirrored double
  // round robin needs at least 3n − 6. With a bye (odd n) a single round robin can have none, and the mirror adds
  // one per team where the halves meet.
  it.each(SIZES)('with %i teams, home and away alternate within the known break bounds', (count) => {
    const teams = teamsOf(count);
    const single = totalBreaks(roundRobin(teams, 'single'), teams);
    const double = totalBreaks(roundRobin(teams, 'double'), teams);
    if (count % 2 === 0) {
      expect(single).toBeLessThanOrEqual(count - 2);
      expect(double).toBeLessThanOrEqual(Math.max(0, 3 * count - 6));
    } else {
      expect(single).toBe(0);
      expect(double).toBeLessThanOrEqual(count);
    }
  });

  it('balances home and away games within one for each team', () => {
    const teams = teamsOf(12);
    const rounds = roundRobin(teams, 'single');
    for (const team of teams) {
      const home = rounds.filter((round) => round.matches.some((match) => match.home === team)).length;
      const away = rounds.filter((round) => round.matches.some((match) => match.away === team)).length;
      expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
    }
  });

  it('counts a break for two homes in a row, skipping a bye between them', () => {
    const rounds: RoundRobinRound[] = [
      { round: 1, matches: [{ home: 'a', away: 'b' }], bye: 'c' },
      { round: 2, matches: [{ home: 'c', away: 'b' }], bye: 'a' },
      { round: 3, matches: [{ home: 'a', away: 'c' }], bye: 'b' },
    ];
    expect(countBreaks(rounds, 'a')).toBe(1);
    expect(countBreaks(rounds, 'b')).toBe(1);
    expect(countBreaks(rounds, 'c')).toBe(0);
  });
});
