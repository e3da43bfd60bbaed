import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { actionKeys, ledgerEntries } from '../../db/schema.js';

export type ActionKeyRow = typeof actionKeys.$inferSelect;

/** A key, and the league of the ledger entry it made (null while a refund is still being asked of Stripe, or for a product). */
export type ActionKeyUse = ActionKeyRow & { entryLeagueId: string | null };

const byKey = (clubId: string, key: string) => and(eq(actionKeys.clubId, clubId), eq(actionKeys.key, key));

/**
 * Inserts the key unless the club has it already; true when this call inserted it. On PostgreSQL a key another
 * transaction is inserting makes this wait for that one to end: committed, it is a conflict; rolled back, it is ours.
 */
export async function insertActionKey(tx: Executor, row: ActionKeyRow): Promise<boolean> {
  const inserted = await tx.insert(actionKeys).values(row).onConflictDoNothing().returning({ key: actionKeys.key });
  return inserted.length > 0;
}

export async function findActionKey(db: Executor, clubId: string, key: string): Promise<ActionKeyUse | undefined> {
  const [row] = await db
    .select({
      clubId: actionKeys.clubId,
      key: actionKeys.key,
      action: actionKeys.action,
      resultId: actionKeys.resultId,
      createdAt: actionKeys.createdAt,
      entryLeagueId: ledgerEntries.leagueId,
    })
    .from(actionKeys)
    .leftJoin(ledgerEntries, eq(ledgerEntries.id, actionKeys.resultId))
    .where(byKey(clubId, key));
  return row;
}

export async function deleteActionKey(db: Executor, clubId: string, key: string): Promise<void> {
  await db.delete(actionKeys).where(byKey(clubId, key));
}

/** Dates the key back to the epoch: whoever sends it next takes its action over at once instead of waiting for it. */
export async function abandonActionKey(db: Executor, clubId: string, key: string): Promise<void> {
  await db
    .update(actionKeys)
    .set({ createdAt: new Date(0) })
    .where(byKey(clubId, key));
}
