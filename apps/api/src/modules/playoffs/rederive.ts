import type { Executor } from '../../db/database.js';
import type { Actor } from '../audit/recorder.js';
import { teamsByName } from '../teams/team-names.js';
import { auditPlayoffGame } from './bracket-audit.js';
import { bracketGameRows, findBracket, reactivateIfCourtFree, updateBracketGame, type BracketGameChanges, type GameRow } from './bracket-repository.js';
import { deriveBracket } from './derivation.js';

const CLEARED_RESULT = { scores: [], homePoints: null, awayPoints: null, winner: '' } as const satisfies BracketGameChanges;

/**
 * Re-derives the league's bracket from its seeds and recorded winners, after a result was saved,
 * corrected or cleared, inside the caller's transaction: each playoff game gets the teams the bracket now
 * sends there, a result played by other teams is cleared, and the grand-final reset is turned off when not
 * needed and back on when needed (while its court is free at that time; else it stays off for the admin to
 * move). Every game it changes is audited. A league without a bracket is left as it is.
 */
export async function rederiveBracket(tx: Executor, league: { id: string; clubId: string }, context: { actor: Actor; at: Date }): Promise<void> {
  const bracket = await findBracket(tx, league.id, 'update');
  if (!bracket) return;
  const rows = await bracketGameRows(tx, bracket.id);
  const derived = deriveBracket(bracket.structure, bracket.seeds, rows);
  const ifNecessary = new Set(bracket.structure.filter((spec) => spec.if_necessary).map((spec) => spec.number));
  let names: Map<string, string> | undefined;

  for (const row of rows) {
    const number = row.bracketGame;
    if (number === null) continue;
    const resolved = derived.games.get(number);
    const changes: BracketGameChanges = {
      homeTeamId: resolved?.home_team_id ?? null,
      awayTeamId: resolved?.away_team_id ?? null,
      ...(derived.stale.has(number) && CLEARED_RESULT),
    };
    if (ifNecessary.has(number)) {
      if (resolved?.status === 'not_needed') changes.isActive = false;
      else if (!row.isActive) changes.isActive = await reactivateIfCourtFree(tx, row.id, context.at);
    }
    const after: GameRow = { ...row, ...changes, updatedAt: context.at };
    if (!differs(row, after)) continue;

    await updateBracketGame(tx, row.id, changes, context.at);
    names ??= new Map((await teamsByName(tx, league.id)).map((team) => [team.id, team.name]));
    await auditPlayoffGame(tx, { league, ...context }, row, after, names);
  }
}

const differs = (before: GameRow, after: GameRow): boolean =>
  before.homeTeamId !== after.homeTeamId ||
  before.awayTeamId !== after.awayTeamId ||
  before.isActive !== after.isActive ||
  before.winner !== after.winner ||
  JSON.stringify(before.scores) !== JSON.stringify(after.scores);
