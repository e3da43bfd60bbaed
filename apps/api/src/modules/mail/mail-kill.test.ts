import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import { SMTPServer } from 'smtp-server';
import { engine } from '../../../test/helper.js';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../../test/spawn-server.js';
import { openPostgres, type DatabaseHandle } from '../../db/client.js';
import { jobs, outbox } from '../../db/schema.js';
import { insertJob } from '../../lib/jobs/job-store.js';
import { systemClock } from '../../lib/clock.js';
import { INTERRUPTED_SEND } from './mailer.js';
import { insertMessage } from './repository.js';

const API_DIR = fileURLToPath(new URL('../../..', import.meta.url));

// PGlite is one process's embedded database: a second process cannot open it, so there is no worker to kill.
describe.skipIf(engine === 'pglite')('a mail worker killed (kill -9) once the mail server has the whole message', () => {
  let database: ThrowawayDatabase;
  let handle: DatabaseHandle;
  let smtp: SMTPServer;
  const received: string[] = [];
  const workers: ChildProcess[] = [];
  /** The worker that is delivering right now: the mail server kills it the moment it has read the message. */
  let delivering: ChildProcess | undefined;

  /** `npm run worker` (with the test queue of test/slow-job-worker.ts), on the throwaway database and this mail server. */
  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/slow-job-worker.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
        JOBS_LEASE_SECONDS: '2',
        JOBS_POLL_MS: '100',
      },
      stdio: 'ignore',
    });
    workers.push(child);
    return child;
  };
  const exitOf = (child: ChildProcess) =>
    new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(session.envelope.rcptTo[0]!.address);
          // The server has the message (it may deliver it); the worker dies before it can mark it sent.
          const worker = delivering;
          worker?.kill('SIGKILL');
          void (worker ? exitOf(worker) : Promise.resolve()).then(() => callback());
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    database = await createThrowawayDatabase();
    handle = openPostgres(database.url, { error: () => undefined });
    await handle.migrate();
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await Promise.all(workers.map(exitOf));
    await handle?.close();
    await database?.drop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('is not sent a second time by the next worker: the job fails for good, saying the mail may have been delivered', async () => {
    const id = newId();
    await insertMessage(handle.db, { id, recipient: 'once@example.com', subject: 'Your receipt', body: 'Paid: $40.00', createdAt: new Date() });
    await insertJob(
      handle.db,
      { queue: 'mail', key: `mail:${id}`, payload: { outbox_id: id, to: 'once@example.com', subject: 'Your receipt' } },
      systemClock(),
    );
    const jobOf = async () =>
      (
        await handle.db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `mail:${id}`))
      )[0]!;

    delivering = startWorker();
    await exitOf(delivering);
    expect(received).toEqual(['once@example.com']);
    expect(await jobOf()).toMatchObject({ attempts: 1, doneAt: null, deadAt: null });

    delivering = undefined;
    const next = startWorker();
    const deadline = Date.now() + 60_000;
    const settled = async () => {
      const job = await jobOf();
      return job.deadAt !== null || job.doneAt !== null;
    };
    while (!(await settled()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await jobOf()).toMatchObject({ attempts: 2, lastError: INTERRUPTED_SEND });
    expect((await handle.db.select().from(outbox).where(eq(outbox.id, id)))[0]).toMatchObject({ sentAt: null, error: INTERRUPTED_SEND });
    // Time for a second delivery, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(received).toEqual(['once@example.com']);
    next.kill('SIGTERM');
    await exitOf(next);
  }, 90_000);
});
