import { describe, expect, it } from 'vitest';
import { matchResult, type ScoredGame } from './match-result.js';

const game = (home_points: number | null | undefined, away_points: number | null | undefined): ScoredGame => ({ home_points, away_points });

describe('matchResult (spec §4)', () => {
  it('counts each scored game as a win for the higher scorer', () => {
    expect(matchResult([game(21, 15), game(18, 21), game(21, 19)])).toEqual({ home_points: 2, away_points: 1, winner: 'home' });
  });

  it('gives the win to the away side when it wins more games', () => {
    expect(matchResult([game(10, 21), game(21, 12), game(3, 5)])).toEqual({ home_points: 1, away_points: 2, winner: 'away' });
  });

  it('gives one point to each side for a tie played before any win', () => {
    expect(matchResult([game(7, 7)])).toEqual({ home_points: 1, away_points: 1, winner: 'draw' });
  });

  // The opening tie's points count as already-counted results, so only the first tie ever scores.
  it('counts only the first of several opening ties', () => {
    expect(matchResult([game(2, 2), game(3, 3)])).toEqual({ home_points: 1, away_points: 1, winner: 'draw' });
    expect(matchResult([game(2, 2), game(3, 3), game(4, 1)])).toEqual({ home_points: 2, away_points: 1, winner: 'home' });
  });

  it('adds wins on top of an opening tie', () => {
    expect(matchResult([game(1, 1), game(0, 4)])).toEqual({ home_points: 1, away_points: 2, winner: 'away' });
  });

  it('ignores a tie once a win has been counted', () => {
    expect(matchResult([game(5, 3), game(4, 4)])).toEqual({ home_points: 1, away_points: 0, winner: 'home' });
    expect(matchResult([game(3, 5), game(4, 4), game(6, 6)])).toEqual({ home_points: 0, away_points: 1, winner: 'away' });
  });

  it('calls it a draw when both sides win as many games', () => {
    expect(matchResult([game(21, 10), game(10, 21)])).toEqual({ home_points: 1, away_points: 1, winner: 'draw' });
  });

  it('skips later games without both scores', () => {
    expect(matchResult([game(3, 1), game(null, null), game(2, undefined), game(null, 4), game(0, 2)])).toEqual({
      home_points: 1,
      away_points: 1,
      winner: 'draw',
    });
  });

  it('has no result when the first game has no scores', () => {
    const none = { home_points: null, away_points: null, winner: '' };
    expect(matchResult([game(null, null), game(21, 3)])).toEqual(none);
    expect(matchResult([game(5, null), game(21, 3)])).toEqual(none);
    expect(matchResult([game(undefined, 5)])).toEqual(none);
  });

  it('has no result for an empty list', () => {
    expect(matchResult([])).toEqual({ home_points: null, away_points: null, winner: '' });
  });

  it('counts a zero score as a score', () => {
    expect(matchResult([game(0, 0)])).toEqual({ home_points: 1, away_points: 1, winner: 'draw' });
    expect(matchResult([game(0, 1)])).toEqual({ home_points: 0, away_points: 1, winner: 'away' });
  });
});
