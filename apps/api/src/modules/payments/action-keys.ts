import type { Executor } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';
import { findActionKey, insertActionKey, type ActionKeyUse } from './action-keys-repository.js';

/** The admin's money actions done once per key (issue 19 §2), each under its own name. */
export type KeyedAction = 'offline_payment' | 'adjustment' | 'charge' | 'refund' | 'add_on';

export interface ActionClaim {
  clubId: string;
  key: string;
  action: KeyedAction;
  /** The id the action gives what it makes, chosen before it is made. */
  resultId: string;
  at: Date;
}

/** A key sent again with another action, or for another league: the client reused a key it should not have. */
export const keyUsedElsewhere = () => conflict('action_key', 'This key was already sent with another action: make a new one for each action');

/** The key's use when it was sent with this action before; a key of another action is refused (409). */
export async function earlierUse(tx: Executor, clubId: string, key: string, action: KeyedAction): Promise<ActionKeyUse | undefined> {
  const row = await findActionKey(tx, clubId, key);
  if (row && row.action !== action) throw keyUsedElsewhere();
  return row;
}

/**
 * Claims the key for an action, inside the transaction that does it, so that the key exists exactly when the action
 * was done. Returns null when the claim is this call's (do the action, giving its result `resultId`), else the id of
 * what the first request with this key made (answer that, and do nothing). A duplicate running at the same time
 * waits on the key's primary key until the first commits, then reads its result.
 */
export async function claimActionKey(tx: Executor, claim: ActionClaim): Promise<string | null> {
  // A refund frees its key when Stripe refused it: the key may be gone between the conflict and the read; then claim again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await insertActionKey(tx, { clubId: claim.clubId, key: claim.key, action: claim.action, resultId: claim.resultId, createdAt: claim.at })) return null;
    const row = await earlierUse(tx, claim.clubId, claim.key, claim.action);
    if (row) return row.resultId;
  }
  throw new Error(`action key ${claim.key} kept conflicting and vanishing`);
}
