import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
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

export interface BucketState {
  /** When the newest settled attempts were made, newest first, at most `limit` of them. */
  settled: Date[];
  /** Attempts still being decided (younger than `pendingSince`: older ones belong to a process that died mid-request). */
  pending: number;
}

/**
 * Both counts from one statement, so from one snapshot: read in two, an attempt settling in between
 * would be counted in neither and let one more through.
 */
export async function bucketState(db: Executor, bucket: string, since: Date, pendingSince: Date, limit: number): Promise<BucketState> {
  const rows = await db
    .select({ createdAt: authThrottle.createdAt, pending: authThrottle.pending })
    .from(authThrottle)
    .where(
      and(eq(authThrottle.bucket, bucket), gt(authThrottle.createdAt, since), or(eq(authThrottle.pending, false), gt(authThrottle.createdAt, pendingSince))),
    )
    .orderBy(desc(authThrottle.pending), desc(authThrottle.createdAt), asc(authThrottle.id))
    // Admission keeps live pending attempts to at most `limit`, so this holds all of them and the newest settled ones.
    .limit(2 * limit);
  return {
    settled: rows
      .filter((row) => !row.pending)
      .slice(0, limit)
      .map((row) => row.createdAt),
    pending: rows.filter((row) => row.pending).length,
  };
}

export async function insertAttempts(db: Executor, attempts: readonly Attempt[]): Promise<void> {
  await db.insert(authThrottle).values([...attempts]);
}

export async function settleAttempts(db: Executor, ids: readonly string[]): Promise<void> {
  await db
    .update(authThrottle)
    .set({ pending: false })
    .where(inArray(authThrottle.id, [...ids]));
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
