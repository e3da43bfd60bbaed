import { matchResult } from './match-result.js';

interface GamePoints {
  home_points: number;
  away_points: number;
}

/** A match's score as people read it: the two numbers, and each game's points where the match had several. */
export interface ShownScore {
  home: number;
  away: number;
  /** Each game's points (sets, frames…) of a match of several games; empty for a one-game match. */
  games: readonly GamePoints[];
}

/**
 * The score to show for a match: a one-game match (kickball, soccer) by its own points, 9–7; a match of several
 * games (best of three…) by the match result of the spec's rule, 2–1, with each game's points. The match result
 * alone of a one-game match is only 1–0 (or 1–1 for a draw), which is no score at all. Null before a result.
 */
export function shownScore(scores: readonly GamePoints[]): ShownScore | null {
  const [only, ...more] = scores;
  if (!only) return null;
  if (more.length === 0) return { home: only.home_points, away: only.away_points, games: [] };
  const match = matchResult(scores);
  return { home: match.home_points ?? 0, away: match.away_points ?? 0, games: scores };
}

/** The same score as one line of plain text ("9–7", "2–1 (25–21, 21–25, 15–10)"), for places without layout (a calendar event). */
export function shownScoreText(scores: readonly GamePoints[]): string | null {
  const score = shownScore(scores);
  if (!score) return null;
  const line = `${score.home}–${score.away}`;
  return score.games.length === 0 ? line : `${line} (${score.games.map((game) => `${game.home_points}–${game.away_points}`).join(', ')})`;
}
