import type { FailedJob } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { ClubRow } from '../clubs/club-row.js';
import { listDeadJobs, reviveDeadJob } from './repository.js';

/** The club's background tasks that failed every attempt (dead letters), for its admin to see and retry. */
export function createJobsService({ db, clock, jobs }: { db: Database; clock: Clock; jobs: JobQueue }) {
  return {
    async failed(club: ClubRow): Promise<FailedJob[]> {
      const rows = await listDeadJobs(db, club.id);
      return rows.map((row) => ({
        id: row.id,
        queue: row.queue,
        description: jobs.description(row.queue, row.payload) ?? `Background task “${row.queue}”`,
        attempts: row.attempts,
        last_error: row.lastError,
        dead_at: row.deadAt!.toISOString(),
      }));
    },

    async retry(club: ClubRow, id: string): Promise<void> {
      if (!(await reviveDeadJob(db, club.id, id, clock()))) throw notFound('This failed task does not exist or is already being retried');
    },
  };
}
