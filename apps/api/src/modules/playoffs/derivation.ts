import { resolveBracket, type BracketGameSpec, type ResolvedBracketGame } from '@matchday/domain';
import type { GameRow } from './bracket-repository.js';

type PlayoffRow = Pick<GameRow, 'bracketGame' | 'homeTeamId' | 'awayTeamId' | 'winner' | 'scores'>;

export const hasResult = (row: Pick<GameRow, 'winner' | 'scores'>): boolean => row.winner !== '' || row.scores.length > 0;

/** The recorded winners of the bracket's games, by game number, leaving out the games listed as stale. */
export function winnersOf(rows: readonly PlayoffRow[], stale: ReadonlySet<number> = new Set()): Map<number, 'home' | 'away'> {
  const winners = new Map<number, 'home' | 'away'>();
  for (const row of rows) {
    if (row.bracketGame === null || stale.has(row.bracketGame)) continue;
    if (row.winner === 'home' || row.winner === 'away') winners.set(row.bracketGame, row.winner);
  }
  return winners;
}

export interface Derivation {
  games: Map<number, ResolvedBracketGame>;
  championTeamId: string | null;
  /** Games whose recorded result was played by other teams than the bracket now sends there (or is not needed). */
  stale: Set<number>;
}

/**
 * The bracket from scratch: resolve with every recorded winner, set aside each result whose teams no
 * longer match, and resolve again until nothing more turns stale (each pass can only remove winners,
 * so it ends).
 */
export function deriveBracket(specs: readonly BracketGameSpec[], seeds: readonly string[], rows: readonly PlayoffRow[]): Derivation {
  const stale = new Set<number>();
  for (;;) {
    const resolved = resolveBracket(specs, seeds, winnersOf(rows, stale));
    let grew = false;
    for (const row of rows) {
      const number = row.bracketGame;
      if (number === null || stale.has(number) || !hasResult(row)) continue;
      const game = resolved.games.get(number);
      const fits = game && game.status !== 'not_needed' && game.home_team_id === row.homeTeamId && game.away_team_id === row.awayTeamId;
      if (!fits) {
        stale.add(number);
        grew = true;
      }
    }
    if (!grew) return { games: resolved.games, championTeamId: resolved.champion_team_id, stale };
  }
}
