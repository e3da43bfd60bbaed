import { newId } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import { fullName, playerSnapshot } from './player-view.js';
import { countRegistrationsOf, deletePlayer, findPlayer, insertPlayers, type PlayerRow, type PlayerValues } from './repository.js';
import { rethrowUniqueConflict } from './unique-conflict.js';

/** What a new player is made of: createPlayers' input. */
export type { PlayerValues };

/** Who writes, for whom and when: what every audited write needs. */
export interface WriteContext {
  clubId: string;
  actor: Actor;
  at: Date;
}

export const EMAIL_TAKEN = 'The club already has a player with this email';

/** Answers a 409 on `field` when the club's unique email index refused a player; rethrows anything else. */
export const rethrowEmailTaken = (error: unknown, field: string): never =>
  rethrowUniqueConflict(error, { players_club_email_unique: () => conflict(field, EMAIL_TAKEN) });

/** Adds players to the club directory, each with its audit entry. Call it inside the caller's transaction. */
export async function createPlayers(tx: Executor, context: WriteContext, values: readonly PlayerValues[]): Promise<PlayerRow[]> {
  const created = await insertPlayers(
    tx,
    values.map((value) => ({ ...value, id: newId(), clubId: context.clubId, createdAt: context.at, updatedAt: context.at })),
  );
  for (const player of created) {
    await recordAudit(tx, {
      clubId: context.clubId,
      actor: context.actor,
      action: 'create',
      entityType: 'player',
      entityId: player.id,
      entityLabel: fullName(player),
      before: null,
      after: playerSnapshot(player),
      at: context.at,
    });
  }
  return created;
}

/**
 * Removes the players a registration created when that registration never happened (its checkout failed or ran out):
 * only a player made at `createdAt` (the registration's own instant) with no registration left, so nobody the club
 * knew before, or who registered elsewhere since, leaves the directory.
 */
export async function removeUnusedNewPlayers(tx: Executor, context: WriteContext, playerIds: readonly string[], createdAt: Date): Promise<void> {
  for (const playerId of new Set(playerIds)) {
    const player = await findPlayer(tx, context.clubId, playerId, 'update');
    if (!player || player.createdAt.getTime() !== createdAt.getTime() || (await countRegistrationsOf(tx, playerId)) > 0) continue;
    await removePlayer(tx, context, player);
  }
}

/** Takes a player out of the club directory, with its audit entry; the caller has checked nothing refers to them. */
export async function removePlayer(tx: Executor, context: WriteContext, player: PlayerRow): Promise<void> {
  await deletePlayer(tx, player.id);
  await recordAudit(tx, {
    clubId: context.clubId,
    actor: context.actor,
    action: 'delete',
    entityType: 'player',
    entityId: player.id,
    entityLabel: fullName(player),
    before: playerSnapshot(player),
    after: null,
    at: context.at,
  });
}
