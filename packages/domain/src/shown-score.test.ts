import { describe, expect, it } from 'vitest';
import { shownScore, shownScoreText } from './shown-score.js';

describe('shownScore', () => {
  it('shows a one-game match by its own points, not the match result 1–0', () => {
    expect(shownScore([{ home_points: 9, away_points: 7 }])).toEqual({ home: 9, away: 7, games: [] });
    expect(shownScoreText([{ home_points: 9, away_points: 7 }])).toBe('9–7');
  });

  it('shows a drawn one-game match by its points, not 1–1', () => {
    expect(shownScoreText([{ home_points: 3, away_points: 3 }])).toBe('3–3');
  });

  it('shows a match of several games by the match result of the spec’s rule, with each game’s points', () => {
    const sets = [
      { home_points: 25, away_points: 21 },
      { home_points: 21, away_points: 25 },
      { home_points: 15, away_points: 10 },
    ];
    expect(shownScore(sets)).toEqual({ home: 2, away: 1, games: sets });
    expect(shownScoreText(sets)).toBe('2–1 (25–21, 21–25, 15–10)');
  });

  it('shows nothing before a result', () => {
    expect(shownScore([])).toBeNull();
    expect(shownScoreText([])).toBeNull();
  });
});
