import type { Executor } from '../../db/database.js';
import { findClubAccount } from './repository.js';

/**
 * The club's connected account id, whatever its state: a refund of a past card payment goes to the account the payment
 * was made on even when new charges are off. Null when the club never connected one.
 */
export async function connectedAccountIdOf(db: Executor, clubId: string): Promise<string | null> {
  return (await findClubAccount(db, clubId))?.account_id ?? null;
}
