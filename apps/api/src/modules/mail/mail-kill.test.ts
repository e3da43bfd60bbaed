import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import { engine } from '../../../test/helper.js';
import { useWorkerDatabase, type WorkerProcess } from '../../../test/worker-process.js';
import { jobs, outbox } from '../../db/schema.js';
import { insertJob } from '../../lib/jobs/job-store.js';
import { systemClock } from '../../lib/clock.js';
import { INTERRUPTED_SEND } from './mailer.js';
import { insertMessage } from './repository.js';
import { startScriptedSmtp } from './test-support.js';

// PGlite is one process's embedded database: a second process cannot open it, so there is no worker to kill.
describe.skipIf(engine === 'pglite')('a mail worker killed (kill -9) once the mail server has the whole message', () => {
  const workerDb = useWorkerDatabase();
  let smtp: Awaited<ReturnType<typeof startScriptedSmtp>>;
  const received: string[] = [];
  /** The worker delivering right now: the mail server kills it the moment it has the whole message. */
  let delivering: WorkerProcess | undefined;

  beforeAll(async () => {
    smtp = await startScriptedSmtp(async (recipient) => {
      received.push(recipient);
      // The server has the message (it may deliver it); the worker dies before it can mark it sent.
      delivering?.child.kill('SIGKILL');
      await delivering?.exited;
    });
  });
  afterAll(() => smtp?.close());

  it('is not sent a second time by the next worker: the job fails for good, saying the mail may have been delivered', async () => {
    const id = newId();
    await insertMessage(workerDb.handle.db, { id, recipient: 'once@example.com', subject: 'Your receipt', body: 'Paid: $40.00', createdAt: new Date() });
    await insertJob(
      workerDb.handle.db,
      { queue: 'mail', key: `mail:${id}`, payload: { outbox_id: id, to: 'once@example.com', subject: 'Your receipt' } },
      systemClock(),
    );
    const jobOf = async () =>
      (
        await workerDb.handle.db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `mail:${id}`))
      )[0]!;

    delivering = workerDb.startWorker(smtp.url);
    expect(await delivering.exited).toBeNull();
    expect(received).toEqual(['once@example.com']);
    expect(await jobOf()).toMatchObject({ attempts: 1, doneAt: null, deadAt: null });

    delivering = undefined;
    const next = workerDb.startWorker(smtp.url);
    const deadline = Date.now() + 60_000;
    const settled = async () => {
      const job = await jobOf();
      return job.deadAt !== null || job.doneAt !== null;
    };
    while (!(await settled()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await jobOf()).toMatchObject({ attempts: 2, lastError: INTERRUPTED_SEND });
    expect((await workerDb.handle.db.select().from(outbox).where(eq(outbox.id, id)))[0]).toMatchObject({ sentAt: null, error: INTERRUPTED_SEND });
    // Time for a second delivery, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(received).toEqual(['once@example.com']);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 90_000);
});
