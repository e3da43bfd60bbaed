import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { ledgerEntries, orders, registrations } from '../../db/schema.js';

export type LedgerRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerRow = typeof ledgerEntries.$inferInsert;

/** Inserts an entry; a Stripe object already in the ledger (same stripe_ref) adds nothing and returns null. */
export async function insertLedgerEntry(tx: Executor, row: NewLedgerRow): Promise<LedgerRow | null> {
  const [inserted] = await tx.insert(ledgerEntries).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export function ledgerOfLeague(db: Executor, leagueId: string): Promise<LedgerRow[]> {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.leagueId, leagueId)).orderBy(ledgerEntries.createdAt, ledgerEntries.id);
}

/** The entries of a team (its own and its roster's) and of the given registrations. */
export function ledgerOf(db: Executor, teamIds: readonly string[], registrationIds: readonly string[]): Promise<LedgerRow[]> {
  const conditions = [
    ...(teamIds.length ? [inArray(ledgerEntries.teamId, [...teamIds])] : []),
    ...(registrationIds.length ? [inArray(ledgerEntries.registrationId, [...registrationIds])] : []),
  ];
  if (!conditions.length) return Promise.resolve([]);
  return db
    .select()
    .from(ledgerEntries)
    .where(or(...conditions));
}

export async function findLedgerEntry(db: Executor, leagueId: string, entryId: string): Promise<LedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.leagueId, leagueId), eq(ledgerEntries.id, entryId)));
  return row;
}

/** Holds a payment row so two refunds of it are counted one after the other. */
export async function lockLedgerEntry(tx: Executor, entryId: string): Promise<void> {
  await tx.execute(sql`select id from ${ledgerEntries} where ${ledgerEntries.id} = ${entryId} for update`);
}

export async function refundedOf(db: Executor, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'refund'), eq(ledgerEntries.refundOfId, paymentId)));
  return row?.total ?? 0;
}

/** Registrations and teams with a checkout open now (their status is 'pending' while nothing arrived). */
export async function openCheckouts(db: Executor, leagueId: string): Promise<{ teamIds: Set<string>; registrationIds: Set<string> }> {
  const rows = await db
    .select({ teamId: orders.teamId, registrationId: orders.registrationId })
    .from(orders)
    .where(and(eq(orders.leagueId, leagueId), eq(orders.status, 'pending')));
  return {
    teamIds: new Set(rows.flatMap((row) => (row.teamId ? [row.teamId] : []))),
    registrationIds: new Set(rows.flatMap((row) => (row.registrationId ? [row.registrationId] : []))),
  };
}

export async function setPaymentStatuses(
  tx: Executor,
  statuses: ReadonlyMap<string, (typeof registrations.$inferSelect)['paymentStatus']>,
  at: Date,
): Promise<void> {
  for (const [registrationId, status] of statuses) {
    await tx
      .update(registrations)
      .set({ paymentStatus: status, updatedAt: at })
      .where(and(eq(registrations.id, registrationId), sql`${registrations.paymentStatus} <> ${status}`));
  }
}
