import { HttpError } from './http-error.js';

export interface BoundedQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** A job expected to wait longer than this for a slot is refused at once rather than left waiting. */
  maxWaitMs: number;
  /** How long a job is expected to take until the queue has timed some. */
  initialJobMs: number;
}

export const serverBusy = (retryAfterSeconds = 1) =>
  new HttpError(503, 'server_busy', 'The server is busy. Try again in a moment.', undefined, { 'retry-after': String(retryAfterSeconds) });

/** Weight of the newest job in the running average of job durations. */
const NEWEST_WEIGHT = 0.2;

/**
 * Runs at most `concurrency` jobs at once. A job that cannot start at once waits its turn, unless the wait to
 * expect (the jobs ahead of it, at the average duration of the last ones) is over `maxWaitMs`: then it is
 * refused at once with 503 server_busy and a Retry-After of that wait, instead of waiting until the request
 * times out.
 */
export function createBoundedQueue({ concurrency, maxWaitMs, initialJobMs }: BoundedQueueOptions) {
  let running = 0;
  let jobMs = initialJobMs;
  const waiting: (() => void)[] = [];

  /** The wait a job arriving now should expect before a slot is its own: 0 while one is free. */
  const expectedWaitMs = () => (running < concurrency ? 0 : ((waiting.length + 1) / concurrency) * jobMs);

  /** Throws 503 server_busy when a job arriving now would be refused. */
  function assertAdmissible(): void {
    const wait = expectedWaitMs();
    if (wait > maxWaitMs) throw serverBusy(Math.ceil(wait / 1_000));
  }

  async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      assertAdmissible();
      // The finishing job hands its slot over (`running` stays as it is), so no newcomer can slip in between.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running += 1;
    const started = performance.now();
    try {
      return await job();
    } finally {
      jobMs += NEWEST_WEIGHT * (performance.now() - started - jobMs);
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    run,
    expectedWaitMs,
    assertAdmissible,
    /** True when no job is running. */
    isIdle: () => running === 0,
    /** The average duration of the last jobs. */
    typicalJobMs: () => jobMs,
  };
}

export type BoundedQueue = ReturnType<typeof createBoundedQueue>;
