import type { Game } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import { resultSnapshot } from '../audit/result-snapshot.js';

/** What the log keeps of a game: where and when, who plays, whether it is on, and the result (naming the teams). */
export const gameSnapshot = (game: Game) => {
  const homeTeam = game.home_team?.name ?? null;
  const awayTeam = game.away_team?.name ?? null;
  return {
    date: game.date,
    time: game.time,
    location: game.location_name,
    court: game.court_name,
    is_active: game.is_active,
    home_team: homeTeam,
    away_team: awayTeam,
    result: resultSnapshot(homeTeam, awayTeam, game),
  };
};

const labelOf = (game: Game) => `${game.home_team?.name ?? '?'} v ${game.away_team?.name ?? '?'}`;

/** Audits a change of one game in the transaction that made it. */
export function auditGame(tx: Executor, context: { clubId: string; actor: Actor; at: Date }, before: Game, after: Game): Promise<void> {
  return recordAudit(tx, {
    clubId: context.clubId,
    actor: context.actor,
    action: 'update',
    entityType: 'game',
    entityId: after.id,
    entityLabel: labelOf(after),
    leagueId: after.league_id,
    before: gameSnapshot(before),
    after: gameSnapshot(after),
    at: context.at,
  });
}
