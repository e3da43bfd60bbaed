import type { Executor } from '../../db/database.js';

/** A job as its handler sees it. */
export interface JobContext {
  id: string;
  key: string;
  clubId: string | null;
  /** 1 on the first run. */
  attempt: number;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/** A job in plain words for the admin who sees it failed ('E-mail “Your receipt” to sam@example.com'). */
export type JobDescriber = (payload: Record<string, unknown>) => string;

/**
 * The payload field a job needs only until it has run (the text of a message with a one-time link in it): the queue
 * deletes it once the job is done or dead, so it is not kept in the database for as long as the job row.
 */
export const TRANSIENT_PAYLOAD_KEY = 'transient';

export interface EnqueueOptions {
  queue: string;
  /** The business row the job is about ('receipt:<payment id>'): a second enqueue with the same key does nothing. */
  key: string;
  payload: Record<string, unknown>;
  clubId?: string | null;
  /** Not before this instant (the app clock's now when absent). */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Background work stored in the database (the jobs table). Enqueue inside the transaction of the change the job is
 * about, so both land or neither does. Handlers must be idempotent (a job runs again when its worker dies mid-way).
 */
export interface JobQueue {
  enqueue(executor: Executor, job: EnqueueOptions): Promise<void>;
  /** Moves a job not yet run to a new instant (a checkout whose hold was extended to its session's end); nothing if it ran. */
  reschedule(executor: Executor, key: string, runAt: Date): Promise<void>;
  /** Registers the handler of a queue; a module does this once, when the app is built. */
  handle(queue: string, handler: JobHandler): void;
  /** Starts polling (the in-process worker on PGlite, or `npm run worker`). */
  start(): void;
  /** Stops polling and waits for the jobs under way. */
  stop(): Promise<void>;
  /** Runs every job due now (by the app clock) until none is left; how tests and the bench move background work on. */
  drain(): Promise<number>;
  /** Registers how a queue's jobs are told to the admin (GET /api/{slug}/jobs/failed). */
  describe(queue: string, describer: JobDescriber): void;
  /** A job in plain words: its queue's describer, or null when the queue has none. */
  description(queue: string, payload: Record<string, unknown>): string | null;
}
