export interface ScoredGame {
  home_points: number | null | undefined;
  away_points: number | null | undefined;
}

export type Winner = 'home' | 'away' | 'draw' | '';

export interface MatchResult {
  /** Games won by the home side (a first tie counts one for each side). */
  home_points: number | null;
  away_points: number | null;
  winner: Winner;
}

const hasScores = (game: ScoredGame | undefined): game is { home_points: number; away_points: number } =>
  game != null && game.home_points != null && game.away_points != null;

/**
 * Spec §4, match result rule:
 * - each game with both scores is a win for the higher scorer;
 * - a tied game gives one point to each side only while no wins have been counted;
 * - the winner is the side with more wins, otherwise a draw;
 * - when the first game has no scores there is no result (null scores, empty winner).
 */
export function matchResult(games: readonly ScoredGame[]): MatchResult {
  if (!hasScores(games[0])) return { home_points: null, away_points: null, winner: '' };
  let home = 0;
  let away = 0;
  for (const game of games) {
    if (!hasScores(game)) continue;
    if (game.home_points > game.away_points) home += 1;
    else if (game.away_points > game.home_points) away += 1;
    else if (home === 0 && away === 0) {
      home += 1;
      away += 1;
    }
  }
  const winner: Winner = home > away ? 'home' : away > home ? 'away' : 'draw';
  return { home_points: home, away_points: away, winner };
}
