import { checkResultTime, matchResult, SEASON_REFUSALS, type LeagueRules, type ScoresInputSchema } from '@matchday/domain';
import type { z } from 'zod';
import type { games } from '../../db/schema.js';
import { validationError, type FieldErrors } from '../../lib/http-error.js';

type ScoresInput = z.output<typeof ScoresInputSchema>;
type ScoredGame = Pick<typeof games.$inferSelect, 'isActive' | 'startsAt' | 'stage' | 'homeTeamId' | 'awayTeamId'>;
type Result = ScoresInput['results'][number];

/** Why one result cannot be saved on its game as the game is now, or null. Clearing a result (no scores) is always allowed. */
function problemOf(result: Result, row: ScoredGame | undefined, rules: LeagueRules, at: Date): string | null {
  if (!row) return 'Not a game of this league';
  if (result.scores.length > rules.games_per_match) return `At most ${rules.games_per_match} games in a match in this league`;
  if (result.scores.length === 0) return null;
  if (!row.isActive) return 'A cancelled game takes no result: re-activate it first';
  if (checkResultTime(row.startsAt, at)) return SEASON_REFUSALS.game_not_started;
  if (row.stage === 'playoff' && (!row.homeTeamId || !row.awayTeamId)) return 'Both teams of this playoff game are not known yet';
  if (row.stage === 'playoff' && !['home', 'away'].includes(matchResult(result.scores).winner)) return 'A playoff game needs a winner';
  return null;
}

/** Each result of a batch against its game (read locked by the caller): one problem refuses the whole batch, each named on its line. */
export function checkResults(input: ScoresInput, rows: ReadonlyMap<string, ScoredGame>, rules: LeagueRules, at: Date): void {
  const errors: FieldErrors = {};
  input.results.forEach((result, index) => {
    const row = rows.get(result.game_id);
    const problem = problemOf(result, row, rules, at);
    if (problem) errors[`results.${index}.${row ? 'scores' : 'game_id'}`] = [problem];
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
}
