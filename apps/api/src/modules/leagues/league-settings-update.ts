import type { Executor } from '../../db/database.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { LeagueRow } from './league-access.js';
import { updateLeague } from './repository.js';

/**
 * A change to some of a league's settings (the Payments tab's deadline, its price list), written and audited as a
 * league update with the settings before and after; nothing when they did not change.
 */
export async function updateLeagueSettings<S extends Record<string, unknown>>(
  tx: Executor,
  league: LeagueRow,
  change: { before: S; after: S; columns: Parameters<typeof updateLeague>[2] },
  actor: Actor,
  at: Date,
): Promise<void> {
  if (JSON.stringify(change.before) === JSON.stringify(change.after)) return;
  await updateLeague(tx, league.id, { ...change.columns, updatedAt: at });
  await recordAudit(tx, {
    clubId: league.clubId,
    actor,
    at,
    action: 'update',
    entityType: 'league',
    entityId: league.id,
    entityLabel: league.name,
    leagueId: league.id,
    before: change.before,
    after: change.after,
  });
}
