import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
export function spawnTestWorker(databaseUrl: string, smtpUrl: string): WorkerProcess {
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
