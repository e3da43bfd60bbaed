import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../src/db/client.js';
import { createThrowawayDatabase, type ThrowawayDatabase } from './spawn-server.js';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
/** A claimed job of a killed worker runs again after this: short, so that kill tests wait little. */
const TEST_LEASE_SECONDS = 2;

export interface WorkerProcess {
  child: ChildProcess;
  /** The exit code, or null when a signal ended it. */
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * A real worker process (test/slow-job-worker.ts: the app's worker with a slow receipt-like queue) on a PostgreSQL
 * database, delivering to `smtpUrl`, for the tests that kill one mid-job. Killed after two minutes at most.
 */
function spawnTestWorker(databaseUrl: string, smtpUrl: string): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/slow-job-worker.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      JOBS_LEASE_SECONDS: String(TEST_LEASE_SECONDS),
      JOBS_POLL_MS: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => (clearTimeout(timer), resolve(code))));
  return { child, exited, output: () => output };
}

export interface WorkerDatabase {
  database: ThrowawayDatabase;
  handle: DatabaseHandle;
  /** A worker on this database, killed when the file's tests are done if it still runs. */
  startWorker(smtpUrl: string): WorkerProcess;
}

/** For a test file (inside its describe) that kills workers: a migrated throwaway PostgreSQL database and its workers. */
export function useWorkerDatabase(): WorkerDatabase {
  const workers: WorkerProcess[] = [];
  const context = {
    startWorker(smtpUrl: string) {
      const worker = spawnTestWorker(context.database.url, smtpUrl);
      workers.push(worker);
      return worker;
    },
  } as WorkerDatabase;
  beforeAll(async () => {
    context.database = await createThrowawayDatabase();
    context.handle = openPostgres(context.database.url, { error: () => undefined });
    await context.handle.migrate();
  });
  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
    await context.handle?.close();
    await context.database?.drop();
  });
  return context;
}
