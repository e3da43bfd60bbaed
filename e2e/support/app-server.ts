import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The compiled server, started as production does: `node --conditions=matchday-dist apps/api/dist/server.js`. */
const SERVER_ENTRY = 'apps/api/dist/server.js';
/** The ports this suite may use. */
const PORT_RANGE = { first: 3400, last: 3499 } as const;
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

export interface RunningApp {
  baseUrl: string;
  /** The fake Stripe this server pays through: its hosted pages and its /_control API. */
  fakeStripeUrl: string;
  /** Everything the server has printed so far, for specs that read what it logs (e.g. mail, with no SMTP in tests). */
  logFile: string;
  stop(): Promise<void>;
}

const isPortFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => resolve(true)));
  });

async function findFreePort(): Promise<number> {
  const size = PORT_RANGE.last - PORT_RANGE.first + 1;
  // Start at a random offset so suites started at the same moment rarely race for one port.
  const offset = Math.floor(Math.random() * size);
  for (let index = 0; index < size; index += 1) {
    const port = PORT_RANGE.first + ((offset + index) % size);
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port between ${PORT_RANGE.first} and ${PORT_RANGE.last}`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app was not ready within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

export interface StartOptions {
  /** Run on this PostgreSQL database instead of a fresh PGlite directory (it must hold no users yet to be seeded). */
  databaseUrl?: string | undefined;
  /** Keep the production argon2 cost (benchmarks) instead of the OWASP minimum (tests). */
  productionArgon2?: boolean;
  /** 'info' also logs each request and every mail kept in the outbox; 'warn' (the default) only problems. */
  logLevel?: 'warn' | 'info';
  /** More environment, applied last (the benchmarks lift the public rate limit). */
  env?: Record<string, string>;
}

/**
 * Starts the built app as production would run it (one process serving the API and apps/web/dist) on a
 * free port with a fresh PGlite directory, so the demo data is seeded on an empty database.
 */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  if (!existsSync(join(REPO_ROOT, SERVER_ENTRY))) throw new Error(`${join(REPO_ROOT, SERVER_ENTRY)} is missing: run npm run build first`);
  const port = await findFreePort();
  // Each server runs its own fake Stripe (no STRIPE_SECRET_KEY): servers started side by side need their own port.
  const fakeStripePort = await findFreePort();
  const workDir = mkdtempSync(join(tmpdir(), 'matchday-e2e-'));
  const logFile = join(workDir, 'server.log');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(workDir, 'data'),
    LOG_LEVEL: options.logLevel ?? 'warn',
    APP_URL: `http://127.0.0.1:${port}`,
    FAKE_STRIPE_PORT: String(fakeStripePort),
    // As `npm start` on PGlite: background work (Stripe's events, mail) runs in the server (tests of the API drain it by hand).
    JOBS_IN_PROCESS: 'true',
    // The OWASP minimum keeps the many logins of the suite quick.
    ...(options.productionArgon2 ? {} : { ARGON2_MEMORY_KIB: '19456', ARGON2_TIME_COST: '2' }),
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  const child = spawn(process.execPath, ['--conditions=matchday-dist', SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logStream = createWriteStream(logFile);
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    logStream.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    await new Promise((resolve) => logStream.end(resolve));
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, fakeStripeUrl: `http://127.0.0.1:${fakeStripePort}`, logFile, stop };
}
