import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { authThrottle } from '../../db/schema.js';

export interface Attempt {
  id: string;
  bucket: string;
  createdAt: Date;
}

/** The most recent attempts in a bucket since a moment, newest first. */
export async function recentAttempts(db: Executor, bucket: string, since: Date, limit: number): Promise<Attempt[]> {
  return db
    .select({ id: authThrottle.id, bucket: authThrottle.bucket, createdAt: authThrottle.createdAt })
    .from(authThrottle)
    .where(and(eq(authThrottle.bucket, bucket), gt(authThrottle.createdAt, since)))
    .orderBy(desc(authThrottle.createdAt))
    .limit(limit);
}

export async function insertAttempts(db: Executor, attempts: readonly Attempt[]): Promise<void> {
  await db.insert(authThrottle).values([...attempts]);
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
