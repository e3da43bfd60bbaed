import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { jobs } from '../../db/schema.js';

/** The most failed tasks one answer lists; an admin facing more has a bigger problem than this list. */
const MAX_LISTED = 100;

export async function listDeadJobs(db: Executor, clubId: string) {
  return db
    .select({ id: jobs.id, queue: jobs.queue, payload: jobs.payload, attempts: jobs.attempts, lastError: jobs.lastError, deadAt: jobs.deadAt })
    .from(jobs)
    .where(and(eq(jobs.clubId, clubId), isNotNull(jobs.deadAt)))
    .orderBy(desc(jobs.deadAt), desc(jobs.id))
    .limit(MAX_LISTED);
}

/** A dead job of the club back in line, due at once, with its attempts counted afresh; false when there is none. */
export async function reviveDeadJob(db: Executor, clubId: string, id: string, now: Date): Promise<boolean> {
  const revived = await db
    .update(jobs)
    .set({ deadAt: null, attempts: 0, runAt: now, lockedUntil: null, lockedBy: null })
    .where(and(eq(jobs.id, id), eq(jobs.clubId, clubId), isNotNull(jobs.deadAt)))
    .returning({ id: jobs.id });
  return revived.length > 0;
}
