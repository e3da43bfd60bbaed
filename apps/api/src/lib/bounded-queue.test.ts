import { describe, expect, it } from 'vitest';
import { createBoundedQueue } from './bounded-queue.js';
import { HttpError } from './http-error.js';

/** A job that runs until the test lets it finish. */
function heldJob() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => done, finish };
}

describe('a bounded queue', () => {
  it('refuses at once with 503 and Retry-After when the wait to expect is over maxWaitMs, instead of queueing', async () => {
    // Two slots, jobs of about 1 s: the 1st and 2nd run, the 3rd and 4th expect 0.5 s and 1 s, the 5th 1.5 s.
    const queue = createBoundedQueue({ concurrency: 2, maxWaitMs: 1_200, initialJobMs: 1_000 });
    const jobs = Array.from({ length: 4 }, heldJob);
    const runs = jobs.map(({ job }) => queue.run(job));
    expect(queue.expectedWaitMs()).toBe(1_500);
    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'server_busy', headers: { 'retry-after': '2' } });
    jobs.forEach(({ finish }) => finish());
    await Promise.all(runs);
    expect(queue.isIdle()).toBe(true);
  });

  it('never runs more than `concurrency` jobs, even when a job arrives as another finishes', async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaitMs: 60_000, initialJobMs: 1 });
    let running = 0;
    let most = 0;
    const job = async () => {
      most = Math.max(most, (running += 1));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      running -= 1;
    };
    const runs: Promise<void>[] = [];
    for (let index = 0; index < 40; index += 1) {
      runs.push(queue.run(job));
      if (index % 5 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await Promise.all(runs);
    expect(most).toBe(2);
  });

  it('learns how long jobs take', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaitMs: 1_000, initialJobMs: 1_000 });
    for (let index = 0; index < 30; index += 1) await queue.run(async () => undefined);
    expect(queue.typicalJobMs()).toBeLessThan(10);
  });
});
