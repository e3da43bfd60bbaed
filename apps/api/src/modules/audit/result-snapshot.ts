import type { GameScore } from '@matchday/domain';

interface ScoredGame {
  scores: readonly GameScore[];
  home_points: number | null;
  away_points: number | null;
  winner: string;
}

/**
 * What the log keeps of a game's result: its scores with both teams named, home first, as they were when it
 * was saved, or null without a result. One value rather than loose fields, because an entry keeps only the
 * fields that changed: a new score alone still says who played, so the History reads "Lions 5–2 Tigers".
 */
export const resultSnapshot = (homeTeam: string | null, awayTeam: string | null, game: ScoredGame) =>
  game.scores.length === 0
    ? null
    : { home_team: homeTeam, away_team: awayTeam, scores: game.scores, home_points: game.home_points, away_points: game.away_points, winner: game.winner };
