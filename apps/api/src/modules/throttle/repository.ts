import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { authThrottle } from '../../db/schema.js';

export interface Attempt {
  id: string;
  bucket: string;
  createdAt: Date;
  pending: boolean;
}

/** Serialises admissions to the same buckets across every process until the transaction ends (sorted: no deadlock). */
export async function lockBuckets(tx: Executor, buckets: readonly string[]): Promise<void> {
  for (const bucket of [...buckets].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
}

/** When the newest settled attempts of a bucket were made, newest first, at most `limit` of them. */
export async function settledAttempts(db: Executor, bucket: string, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: authThrottle.createdAt })
    .from(authThrottle)
    .where(and(eq(authThrottle.bucket, bucket), eq(authThrottle.pending, false), gt(authThrottle.createdAt, since)))
    .orderBy(desc(authThrottle.createdAt), asc(authThrottle.id))
    .limit(limit);
  return rows.map((row) => row.createdAt);
}

/** Attempts still being decided, younger than `since` (older ones belong to a process that died mid-request). */
export async function pendingCount(db: Executor, bucket: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(authThrottle)
    .where(and(eq(authThrottle.bucket, bucket), eq(authThrottle.pending, true), gt(authThrottle.createdAt, since)));
  return row?.value ?? 0;
}

export async function insertAttempts(db: Executor, attempts: readonly Attempt[]): Promise<void> {
  await db.insert(authThrottle).values([...attempts]);
}

export async function settleAttempts(db: Executor, ids: readonly string[]): Promise<void> {
  await db.update(authThrottle).set({ pending: false }).where(inArray(authThrottle.id, [...ids]));
}

export async function deleteAttempts(db: Executor, ids: readonly string[]): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.id, [...ids]));
}

export async function clearBucket(db: Executor, bucket: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.bucket, bucket));
}

export async function pruneBuckets(db: Executor, buckets: readonly string[], before: Date): Promise<void> {
  await db.delete(authThrottle).where(and(inArray(authThrottle.bucket, [...buckets]), lt(authThrottle.createdAt, before)));
}
