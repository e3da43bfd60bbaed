import type { Executor } from '../../db/database.js';
import { findUserByEmail, revokeUserTokens, updatePasswordHash, type UserRow } from './repository.js';

/** The account with this email (compared without case), for what acts on a user by address. */
export function findAccount(db: Executor, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(db, email);
}

/**
 * Gives the user a new password hash and ends their sessions but the one making the change, when given:
 * whoever held the old password is signed out. Runs inside the caller's transaction.
 */
export async function replacePassword(tx: Executor, userId: string, passwordHash: string, at: Date, keptTokenId?: string): Promise<void> {
  await updatePasswordHash(tx, userId, passwordHash, at);
  await revokeUserTokens(tx, userId, at, keptTokenId);
}
