import type { AuditAction } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { Actor } from '../audit/recorder.js';
import { recordAudit } from '../audit/recorder.js';
import { resultSnapshot } from '../audit/result-snapshot.js';
import type { BracketRow, GameRow } from './bracket-repository.js';
import { bracketSnapshot, refOf } from './bracket-snapshot.js';

export interface BracketWriteContext {
  league: { id: string; clubId: string };
  actor: Actor;
  at: Date;
}

/** What the log keeps of a playoff game as the bracket changes it: who plays, the result and whether it is on. */
const playoffGameSnapshot = (game: GameRow, names: ReadonlyMap<string, string>) => {
  const homeTeam = refOf(names, game.homeTeamId);
  const awayTeam = refOf(names, game.awayTeamId);
  return {
    bracket_game: game.bracketGame,
    home_team: homeTeam,
    away_team: awayTeam,
    result: resultSnapshot(homeTeam?.name ?? null, awayTeam?.name ?? null, {
      scores: game.scores,
      home_points: game.homePoints,
      away_points: game.awayPoints,
      winner: game.winner,
    }),
    is_active: game.isActive,
  };
};

export async function auditBracket(
  tx: Executor,
  context: BracketWriteContext,
  action: AuditAction,
  before: BracketRow | null,
  after: BracketRow | null,
  names: ReadonlyMap<string, string>,
  /** Facts of the change the bracket itself does not keep (an override of the season rules). */
  notes: Record<string, unknown> = {},
): Promise<void> {
  const subject = (after ?? before)!;
  await recordAudit(tx, {
    clubId: context.league.clubId,
    actor: context.actor,
    action,
    entityType: 'bracket',
    entityId: subject.id,
    entityLabel: 'Playoff bracket',
    leagueId: context.league.id,
    before: before && bracketSnapshot(before, names),
    after: after && { ...bracketSnapshot(after, names), ...notes },
    at: context.at,
  });
}

export async function auditPlayoffGame(
  tx: Executor,
  context: BracketWriteContext,
  before: GameRow,
  after: GameRow,
  names: ReadonlyMap<string, string>,
): Promise<void> {
  await recordAudit(tx, {
    clubId: context.league.clubId,
    actor: context.actor,
    action: 'update',
    entityType: 'game',
    entityId: after.id,
    entityLabel: `Playoff game ${after.bracketGame}`,
    leagueId: context.league.id,
    before: playoffGameSnapshot(before, names),
    after: playoffGameSnapshot(after, names),
    at: context.at,
  });
}
