import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { authThrottle } from '../../db/schema.js';

/** The times of the most recent attempts in a bucket since a moment, newest first. */
export async function recentAttempts(db: Executor, bucket: string, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: authThrottle.createdAt })
    .from(authThrottle)
    .where(and(eq(authThrottle.bucket, bucket), gt(authThrottle.createdAt, since)))
    .orderBy(desc(authThrottle.createdAt))
    .limit(limit);
  return rows.map((row) => row.createdAt);
}

export async function recordAttempts(db: Executor, buckets: readonly string[], at: Date): Promise<void> {
  await db.insert(authThrottle).values(buckets.map((bucket) => ({ id: newId(), bucket, createdAt: at })));
}

export async function clearBucket(db: Executor, bucket: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.bucket, bucket));
}

export async function pruneBuckets(db: Executor, buckets: readonly string[], before: Date): Promise<void> {
  await db.delete(authThrottle).where(and(inArray(authThrottle.bucket, [...buckets]), lt(authThrottle.createdAt, before)));
}
