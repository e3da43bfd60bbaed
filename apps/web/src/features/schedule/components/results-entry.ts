import { checkResultTime, matchResult, type Game, type GameScore } from '@matchday/domain';

export type ScoreCells = { home: string; away: string }[];

/** The score cells of a game, one pair per game of the match, filled from what is saved. */
export const cellsOf = (game: Game, gamesPerMatch: number): ScoreCells =>
  Array.from({ length: Math.max(gamesPerMatch, game.scores.length) }, (_, index) => ({
    home: game.scores[index] ? String(game.scores[index].home_points) : '',
    away: game.scores[index] ? String(game.scores[index].away_points) : '',
  }));

/** The games of a match that have both scores, in order. */
export const scoresOfCells = (cells: ScoreCells): GameScore[] =>
  cells.filter((cell) => cell.home !== '' && cell.away !== '').map((cell) => ({ home_points: Number(cell.home), away_points: Number(cell.away) }));

/** The results to send for a night: every game whose scores differ from what is saved (an emptied game clears its result). */
export function changedResults(games: readonly Game[], cells: ReadonlyMap<string, ScoreCells>) {
  return games.flatMap((game) => {
    const scores = scoresOfCells(cells.get(game.id) ?? []);
    return JSON.stringify(scores) === JSON.stringify(game.scores) ? [] : [{ game_id: game.id, scores }];
  });
}

/** The night to open: the latest date with a game that has begun and still has no result, else the first date with games. */
export function defaultResultsDate(games: readonly Game[], now: Date): string | null {
  const open = games.filter((game) => game.is_active && game.scores.length === 0 && checkResultTime(game.starts_at, now) === null).map((game) => game.date);
  return open.sort().at(-1) ?? games[0]?.date ?? null;
}

export const liveResult = (cells: ScoreCells) => matchResult(scoresOfCells(cells));

/** Whether any score box differs from what is saved (a half-typed game too): what closing the dialog would lose. */
export const hasEditedCells = (games: readonly Game[], cells: ReadonlyMap<string, ScoreCells>, gamesPerMatch: number): boolean =>
  games.some((game) => JSON.stringify(cells.get(game.id) ?? []) !== JSON.stringify(cellsOf(game, gamesPerMatch)));
