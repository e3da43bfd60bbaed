import type { Executor } from '../../db/database.js';
import { auditTeam, type LeagueWriteContext } from './league-audit.js';
import { clearCaptain, findTeam } from './team-repository.js';

/** A player leaving a team (moved, unregistered) gives up its captaincy; the team's change is audited. */
export async function releaseCaptaincy(tx: Executor, context: LeagueWriteContext, teamId: string, playerId: string): Promise<void> {
  const before = await findTeam(tx, context.leagueId, teamId);
  if (before?.captainPlayerId !== playerId) return;
  await clearCaptain(tx, teamId, playerId, context.at);
  await auditTeam(tx, context, 'update', before, { ...before, captainPlayerId: null, captain: null });
}
