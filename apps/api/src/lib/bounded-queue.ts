import { HttpError } from './http-error.js';

export interface BoundedQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs allowed to wait; past that a job is refused at once rather than queued without end. */
  maxWaiting: number;
}

export const serverBusy = () => new HttpError(503, 'server_busy', 'The server is busy. Try again in a moment.', undefined, { 'retry-after': '1' });

/** Runs at most `concurrency` jobs at once, queues up to `maxWaiting`, and refuses the rest with 503 server_busy. */
export function createBoundedQueue({ concurrency, maxWaiting }: BoundedQueueOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) throw serverBusy();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      return await job();
    } finally {
      next();
    }
  };
}
