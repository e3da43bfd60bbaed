import type { Executor } from '../../db/database.js';
import { findClubPlayers, findClubPlayersByEmail, findPlayer, type PlayerRow } from './repository.js';

/*
 * The club's players another module is registering, held FOR KEY SHARE until its transaction ends: none
 * can be deleted meanwhile, while edits to them still go through.
 */

export function holdPlayer(tx: Executor, clubId: string, playerId: string): Promise<PlayerRow | undefined> {
  return findPlayer(tx, clubId, playerId, 'key share');
}

export function holdPlayers(tx: Executor, clubId: string, playerIds: readonly string[]): Promise<PlayerRow[]> {
  return findClubPlayers(tx, clubId, playerIds, 'key share');
}

/** By email, compared without case. */
export function holdPlayersByEmail(tx: Executor, clubId: string, emails: readonly string[]): Promise<PlayerRow[]> {
  return findClubPlayersByEmail(tx, clubId, emails, 'key share');
}
