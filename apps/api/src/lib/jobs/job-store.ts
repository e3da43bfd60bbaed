import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { jobs } from '../../db/schema.js';
import { TRANSIENT_PAYLOAD_KEY, type EnqueueOptions } from './job-queue.js';

/** A default that keeps a failing job alive for about an hour of retries (see retry-delay.ts). */
const DEFAULT_MAX_ATTEMPTS = 8;

export type ClaimedJob = Pick<typeof jobs.$inferSelect, 'id' | 'queue' | 'key' | 'clubId' | 'payload' | 'attempts' | 'maxAttempts'>;

/** ON CONFLICT (key) DO NOTHING: a second enqueue of the same business row, even racing, leaves the first. */
export async function insertJob(executor: Executor, job: EnqueueOptions, now: Date): Promise<void> {
  await executor
    .insert(jobs)
    .values({
      id: newId(),
      queue: job.queue,
      key: job.key,
      clubId: job.clubId ?? null,
      payload: job.payload,
      runAt: job.runAt ?? now,
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      createdAt: now,
    })
    .onConflictDoNothing({ target: jobs.key });
}

/** A waiting job's new due time; a job done, dead or claimed right now is left alone. */
export async function rescheduleJob(executor: Executor, key: string, runAt: Date): Promise<void> {
  await executor
    .update(jobs)
    .set({ runAt })
    .where(and(eq(jobs.key, key), isNull(jobs.doneAt), isNull(jobs.deadAt), isNull(jobs.lockedBy)));
}

export interface ClaimOptions {
  queues: readonly string[];
  now: Date;
  leaseUntil: Date;
  workerId: string;
  limit: number;
}

/**
 * One statement: the due jobs of the given queues, oldest first, that no live claim holds, are claimed and counted
 * as an attempt. FOR UPDATE SKIP LOCKED makes concurrent claims disjoint on PostgreSQL (a row another claim is
 * taking is skipped, and one it has just taken fails the re-checked lease condition); PGlite runs one statement
 * at a time. The claim commits at once: no transaction stays open while a handler runs.
 */
export async function claimDue(db: Database, { queues, now, leaseUntil, workerId, limit }: ClaimOptions): Promise<ClaimedJob[]> {
  if (queues.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.deadAt),
        lte(jobs.runAt, now),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
        inArray(jobs.queue, [...queues]),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedUntil: leaseUntil, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      queue: jobs.queue,
      key: jobs.key,
      clubId: jobs.clubId,
      payload: jobs.payload,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
}

/** The payload without what it carried only until the job had run. */
const withoutTransient = sql`${jobs.payload} - ${TRANSIENT_PAYLOAD_KEY}::text`;

export async function markDone(db: Database, id: string, at: Date): Promise<void> {
  await db.update(jobs).set({ doneAt: at, lockedUntil: null, lockedBy: null, lastError: null, payload: withoutTransient }).where(eq(jobs.id, id));
}

/** Back in line at `retryAt`, or dead (kept for the admin) when `retryAt` is null. */
export async function markFailed(db: Database, id: string, error: string, at: Date, retryAt: Date | null): Promise<void> {
  await db
    .update(jobs)
    .set({ lastError: error, lockedUntil: null, lockedBy: null, ...(retryAt ? { runAt: retryAt } : { deadAt: at, payload: withoutTransient }) })
    .where(eq(jobs.id, id));
}
