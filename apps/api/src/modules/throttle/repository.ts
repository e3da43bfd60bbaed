import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { authThrottle } from '../../db/schema.js';

export interface Attempt {
  id: string;
  bucket: string;
  createdAt: Date;
  pending: boolean;
}

/**
 * Serialises admissions to the same buckets across every process until the transaction ends: one statement
 * (its select list is evaluated left to right, the buckets sorted: no deadlock), since every statement of an
 * admission is a round trip, and on PGlite a turn of the one event loop.
 */
export async function lockBuckets(tx: Executor, buckets: readonly string[]): Promise<void> {
  const locks = [...buckets].sort().map((bucket) => sql`pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
  await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
}

export interface BucketState {
  /** When the newest settled attempts were made, newest first, at most `limit` of them. */
  settled: Date[];
  /** Attempts still being decided (younger than `pendingSince`: older ones belong to a process that died mid-request). */
  pending: number;
}

export interface BucketQuery {
  bucket: string;
  /** Settled attempts count from this instant on (the rule's window). */
  since: Date;
  /** Pending attempts younger than this are still being decided. */
  pendingSince: Date;
  limit: number;
}

/**
 * Every bucket's counts from one statement, so from one snapshot: read in two, an attempt settling in between
 * would be counted in neither and let one more through.
 */
export async function bucketStates(db: Executor, queries: readonly BucketQuery[]): Promise<Map<string, BucketState>> {
  const [first, ...rest] = queries.map(({ bucket, since, pendingSince, limit }) =>
    db
      .select({ bucket: authThrottle.bucket, createdAt: authThrottle.createdAt, pending: authThrottle.pending })
      .from(authThrottle)
      .where(
        and(eq(authThrottle.bucket, bucket), gt(authThrottle.createdAt, since), or(eq(authThrottle.pending, false), gt(authThrottle.createdAt, pendingSince))),
      )
      .orderBy(desc(authThrottle.pending), desc(authThrottle.createdAt), asc(authThrottle.id))
      // Admission keeps live pending attempts to at most `limit`, so this holds all of them and the newest settled ones.
      .limit(2 * limit),
  );
  const rows = rest.length === 0 ? await first! : await unionAll(first!, rest[0]!, ...rest.slice(1));
  return new Map(
    queries.map(({ bucket, limit }) => {
      const own = rows.filter((row) => row.bucket === bucket);
      const settled = own
        .filter((row) => !row.pending)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, limit)
        .map((row) => row.createdAt);
      return [bucket, { settled, pending: own.filter((row) => row.pending).length }];
    }),
  );
}

/** The new attempts, and the buckets' attempts older than `pruneBefore` gone, in one statement. */
export async function insertAttempts(db: Executor, attempts: readonly Attempt[], pruneBefore: Date): Promise<void> {
  const buckets = [...new Set(attempts.map((attempt) => attempt.bucket))];
  const pruned = db.$with('pruned').as(
    db
      .delete(authThrottle)
      .where(and(inArray(authThrottle.bucket, buckets), lt(authThrottle.createdAt, pruneBefore)))
      .returning({ id: authThrottle.id }),
  );
  await db
    .with(pruned)
    .insert(authThrottle)
    .values([...attempts]);
}

export async function settleAttempts(db: Executor, ids: readonly string[]): Promise<void> {
  await db
    .update(authThrottle)
    .set({ pending: false })
    .where(inArray(authThrottle.id, [...ids]));
}

/** Takes back the attempts, and with `bucket` every attempt in that bucket too, in one statement. */
export async function deleteAttempts(db: Executor, ids: readonly string[], bucket?: string): Promise<void> {
  const admitted = inArray(authThrottle.id, [...ids]);
  await db.delete(authThrottle).where(bucket === undefined ? admitted : or(admitted, eq(authThrottle.bucket, bucket)));
}
