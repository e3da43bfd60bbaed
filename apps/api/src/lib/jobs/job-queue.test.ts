import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { useTestApp } from '../../../test/helper.js';
import { jobs } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { claimDue } from './job-store.js';
import { PermanentJobError } from './permanent-job-error.js';

const t = useTestApp();

const jobsWithKey = (prefix: string) =>
  t.database.db
    .select()
    .from(jobs)
    .where(like(jobs.key, `${prefix}%`));

describe('the job queue', () => {
  it('enqueues a key once: a second enqueue, even racing the first, changes nothing', async () => {
    const runs: unknown[] = [];
    t.app.jobs.handle('test-once', async (payload) => void runs.push(payload.n));
    await Promise.all([1, 2, 3].map((n) => t.app.jobs.enqueue(t.app.db, { queue: 'test-once', key: 'once:1', payload: { n } })));
    await t.app.jobs.enqueue(t.app.db, { queue: 'test-once', key: 'once:1', payload: { n: 4 } });
    expect(await jobsWithKey('once:')).toHaveLength(1);
    await t.app.jobs.drain();
    expect(runs).toHaveLength(1);
    // Once done, the key still stands for the job: enqueuing it again does not run it again.
    await t.app.jobs.enqueue(t.app.db, { queue: 'test-once', key: 'once:1', payload: { n: 5 } });
    expect(await t.app.jobs.drain()).toBe(0);
    expect(runs).toHaveLength(1);
  });

  it('gives two drains running at once disjoint claims: every job runs exactly once', async () => {
    const runs = new Map<string, number>();
    t.app.jobs.handle('test-count', async (payload) => {
      const key = String(payload.key);
      runs.set(key, (runs.get(key) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const keys = Array.from({ length: 24 }, (_, index) => `count:${index}`);
    for (const key of keys) await t.app.jobs.enqueue(t.app.db, { queue: 'test-count', key, payload: { key } });
    const [first, second] = await Promise.all([t.app.jobs.drain(), t.app.jobs.drain()]);
    expect(first + second).toBe(keys.length);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(keys.length);
    const rows = await jobsWithKey('count:');
    expect(rows.every((row) => row.doneAt !== null && row.attempts === 1 && row.lockedBy === null)).toBe(true);
  });

  it('leaves no job behind when the transaction that enqueued it rolls back', async () => {
    t.app.jobs.handle('test-rollback', async () => undefined);
    const failed = inTransaction(t.app.db, async (tx) => {
      await t.app.jobs.enqueue(tx, { queue: 'test-rollback', key: 'rollback:1', payload: {} });
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await jobsWithKey('rollback:')).toHaveLength(0);
  });

  it('runs a job not before its time (by the app clock)', async () => {
    let ran = 0;
    t.app.jobs.handle('test-later', async () => void (ran += 1));
    const runAt = new Date(t.clock().getTime() + 10 * 60_000);
    await t.app.jobs.enqueue(t.app.db, { queue: 'test-later', key: 'later:1', payload: {}, runAt });
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advanceMinutes(10);
    expect(await t.app.jobs.drain()).toBe(1);
    expect(ran).toBe(1);
  });

  it('retries a failing job with a growing delay, then keeps it as dead with its last error', async () => {
    let calls = 0;
    t.app.jobs.handle('test-fail', async (_payload, context) => {
      calls += 1;
      throw new Error(`refused on attempt ${context.attempt}`);
    });
    await t.app.jobs.enqueue(t.app.db, { queue: 'test-fail', key: 'fail:1', payload: {}, maxAttempts: 3 });
    expect(await t.app.jobs.drain()).toBe(1);
    // 30 s after the first failure, 1 min after the second.
    t.clock.advanceMinutes(0.4);
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advanceMinutes(0.1);
    expect(await t.app.jobs.drain()).toBe(1);
    t.clock.advanceMinutes(0.9);
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advanceMinutes(0.1);
    expect(await t.app.jobs.drain()).toBe(1);
    const diedAt = t.clock();
    t.clock.advanceMinutes(120);
    expect(await t.app.jobs.drain()).toBe(0);
    expect(calls).toBe(3);
    const [row] = await jobsWithKey('fail:');
    expect(row).toMatchObject({ attempts: 3, lastError: 'refused on attempt 3', doneAt: null, lockedUntil: null });
    expect(row!.deadAt).toEqual(diedAt);
  });

  it('kills a job at once when its handler says running it again cannot help, and drops its transient payload', async () => {
    t.app.jobs.handle('test-hopeless', async () => {
      throw new PermanentJobError('the order no longer exists');
    });
    await t.app.jobs.enqueue(t.app.db, { queue: 'test-hopeless', key: 'hopeless:1', payload: { order: 'A', transient: { secret: 's3cr3t' } } });
    expect(await t.app.jobs.drain()).toBe(1);
    const [row] = await jobsWithKey('hopeless:');
    expect(row).toMatchObject({ attempts: 1, lastError: 'the order no longer exists' });
    expect(row!.payload).toEqual({ order: 'A' });
    expect(row!.deadAt).not.toBeNull();
  });

  it('runs again a job whose worker died mid-way, once its lease has run out', async () => {
    const attempts: number[] = [];
    t.app.jobs.handle('test-lease', async (_payload, context) => void attempts.push(context.attempt));
    await t.app.jobs.enqueue(t.app.db, { queue: 'test-lease', key: 'lease:1', payload: {} });
    // Another worker claims it and is never heard from again.
    const now = t.clock();
    const leaseUntil = new Date(now.getTime() + t.config.JOBS_LEASE_SECONDS * 1_000);
    const [claimed] = await claimDue(t.app.db, { queues: ['test-lease'], now, leaseUntil, workerId: 'dead-worker', limit: 1 });
    expect(claimed?.key).toBe('lease:1');
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advanceMinutes(t.config.JOBS_LEASE_SECONDS / 60 + 0.1);
    expect(await t.app.jobs.drain()).toBe(1);
    expect(attempts).toEqual([2]);
  });

  it('leaves a job of a queue it has no handler for to a worker that knows it', async () => {
    await t.app.jobs.enqueue(t.app.db, { queue: 'test-unknown', key: 'unknown:1', payload: {} });
    expect(await t.app.jobs.drain()).toBe(0);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.key, 'unknown:1'));
    expect(row).toMatchObject({ attempts: 0, doneAt: null, deadAt: null, lockedBy: null });
  });

  it('polls when started and stops cleanly, finishing the job under way', async () => {
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    t.app.jobs.handle('test-poll', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = true;
    });
    await t.app.jobs.enqueue(t.app.db, { queue: 'test-poll', key: 'poll:1', payload: {} });
    t.app.jobs.start();
    await running;
    await t.app.jobs.stop();
    expect(finished).toBe(true);
    const [row] = await jobsWithKey('poll:');
    expect(row!.doneAt).not.toBeNull();
  });
});
