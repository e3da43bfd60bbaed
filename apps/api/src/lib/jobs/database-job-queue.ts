import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Clock } from '../clock.js';
import type { JobDescriber, JobHandler, JobQueue } from './job-queue.js';
import { claimDue, insertJob, markDone, markFailed, rescheduleJob, type ClaimedJob } from './job-store.js';
import { PermanentJobError } from './permanent-job-error.js';
import { retryDelayMs } from './retry-delay.js';

export interface JobQueueOptions {
  db: Database;
  /** The app clock: what is due, leases and backoff are all read from it, so tests move jobs on by moving it. */
  clock: Clock;
  logger: FastifyBaseLogger;
  leaseMs: number;
  pollMs: number;
  /** Jobs one process runs at once. */
  concurrency: number;
}

/** Enough of an error for the admin and the log; a stack or a whole SMTP transcript is not. */
const MAX_ERROR_LENGTH = 2_000;

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || 'Failed';

/**
 * The job queue on our own `jobs` table rather than pg-boss or graphile-worker: pg-boss 11+ and graphile-worker
 * 0.18 need Node 22 (we run on 20), and pg-boss 10 misbehaved on PGlite in a trial (it ran a duplicate
 * singletonKey twice). A table with a unique key, a one-statement claim with a lease and a backoff is all we
 * need, and it runs the same on PGlite and PostgreSQL, inside the callers' own transactions.
 *
 * A job of a queue this process has no handler for is never claimed: it waits for a worker that knows it (a
 * worker of an older release, during a rolling deploy, must not fail the jobs of a newer one).
 */
export function createJobQueue({ db, clock, logger, leaseMs, pollMs, concurrency }: JobQueueOptions): JobQueue {
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const handlers = new Map<string, JobHandler>();
  const describers = new Map<string, JobDescriber>();
  let polling: Promise<void> | null = null;
  let stopping = false;
  let wake: (() => void) | null = null;

  async function run(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.queue)!;
    try {
      await handler(job.payload, { id: job.id, key: job.key, clubId: job.clubId, attempt: job.attempts });
    } catch (error) {
      const now = clock();
      const dead = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      const retryAt = dead ? null : new Date(now.getTime() + retryDelayMs(job.attempts));
      const details = { jobId: job.id, queue: job.queue, key: job.key, attempt: job.attempts, err: error };
      if (dead) logger.error(details, 'Background job failed for the last time: kept for the admin to retry');
      else logger.warn({ ...details, retryAt }, 'Background job failed: it will be retried');
      await markFailed(db, job.id, errorText(error), now, retryAt);
      return;
    }
    await markDone(db, job.id, clock());
  }

  /** Claims up to `limit` due jobs and runs them; the number claimed. */
  async function runDue(limit: number): Promise<number> {
    const now = clock();
    const claimed = await claimDue(db, { queues: [...handlers.keys()], now, leaseUntil: new Date(now.getTime() + leaseMs), workerId, limit });
    // A job whose outcome cannot be recorded (the database went away) keeps its lease and runs again once it expires.
    await Promise.all(
      claimed.map((job) => run(job).catch((error: unknown) => logger.error({ jobId: job.id, err: error }, 'Background job outcome not recorded'))),
    );
    return claimed.length;
  }

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function poll(): Promise<void> {
    while (!stopping) {
      let ran = 0;
      try {
        ran = await runDue(concurrency);
      } catch (error) {
        logger.error({ err: error }, 'Background jobs could not be claimed');
      }
      if (ran === 0 && !stopping) await pause();
    }
  }

  return {
    enqueue: (executor, job) => insertJob(executor, job, clock()),
    reschedule: rescheduleJob,
    handle(queue, handler) {
      if (handlers.has(queue)) throw new Error(`The '${queue}' queue already has a handler`);
      handlers.set(queue, handler);
    },
    start() {
      if (polling) return;
      stopping = false;
      polling = poll();
    },
    async stop() {
      stopping = true;
      wake?.();
      await polling;
      polling = null;
    },
    async drain() {
      let total = 0;
      for (;;) {
        const ran = await runDue(concurrency);
        if (ran === 0) return total;
        total += ran;
      }
    },
    describe(queue, describer) {
      describers.set(queue, describer);
    },
    description(queue, payload) {
      return describers.get(queue)?.(payload) ?? null;
    },
  };
}
