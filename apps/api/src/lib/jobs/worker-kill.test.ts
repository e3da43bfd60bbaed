import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engine } from '../../../test/helper.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { useWorkerDatabase, type WorkerProcess } from '../../../test/worker-process.js';
import { jobs } from '../../db/schema.js';
import { systemClock } from '../clock.js';
import { insertJob } from './job-store.js';

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, worker?: WorkerProcess, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${worker?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// PGlite is one process's embedded database: a second process cannot open it, so there is no worker to kill.
describe.skipIf(engine === 'pglite')('a worker killed mid-job (kill -9)', () => {
  const workerDb = useWorkerDatabase();
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.close());

  it('leaves its job to run again after the lease, and the job completes exactly once', async () => {
    const jobOf = async (key: string) => (await workerDb.handle.db.select().from(jobs).where(eq(jobs.key, key)))[0];
    await insertJob(
      workerDb.handle.db,
      { queue: 'test-slow-receipt', key: 'receipt:kill-9', payload: { to: 'buyer@example.com', delay_ms: 1_500 } },
      systemClock(),
    );

    const first = workerDb.startWorker(sink.url);
    const claimed = await waitFor('the first worker to claim the job', async () => ((await jobOf('receipt:kill-9'))?.attempts === 1 ? true : undefined), first);
    expect(claimed).toBe(true);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const abandoned = (await jobOf('receipt:kill-9'))!;
    expect(abandoned).toMatchObject({ attempts: 1, doneAt: null });
    expect(abandoned.lockedBy).not.toBeNull();
    expect(sink.received).toHaveLength(0);

    const second = workerDb.startWorker(sink.url);
    const done = await waitFor(
      'the job to complete',
      async () => {
        const job = await jobOf('receipt:kill-9');
        return job?.doneAt ? job : undefined;
      },
      second,
    );
    expect(done.attempts).toBe(2);
    await sink.lastTo('buyer@example.com', 0, 30_000);
    // Time for a second delivery, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Receipt receipt:kill-9']);

    // SIGTERM stops the worker cleanly.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
