import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ARGON2_MIN_MEMORY_KIB, ARGON2_MIN_TIME_COST } from '../src/env.js';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The compiled server, as production runs it (`npm run build` writes it). */
export const COMPILED_SERVER = path.join(API_DIR, 'dist', 'server.js');
/** A server still running after this long is killed, so that a stuck test never leaves a process behind. */
const LIFETIME_LIMIT_MS = 180_000;

export interface SpawnOptions {
  /** PGlite in this directory (locked to the process) when no databaseUrl is given. */
  dataDir?: string;
  /** PostgreSQL: wins over dataDir. */
  databaseUrl?: string;
  /** LOG_LEVEL; 'debug' logs every request as a JSON line on standard output. Default 'silent'. */
  logLevel?: string;
  /** More environment, applied last (e.g. ARGON2_MEMORY_KIB, REQUEST_TIMEOUT_MS). */
  env?: Record<string, string>;
}

export interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves once standard output matches (the server logs JSON lines at LOG_LEVEL). */
  waitForOutput: (pattern: RegExp) => Promise<void>;
  /** Resolves with the base URL once the server prints its banner. */
  started: Promise<string>;
  /** Resolves with the exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** True once the process has exited. */
  hasExited: () => boolean;
}

/** Fails with a clear message (rather than building) when the compiled server is missing. */
export function assertServerBuilt(): void {
  if (!existsSync(COMPILED_SERVER)) throw new Error(`${COMPILED_SERVER} is missing: run npm run build first`);
}

/**
 * `node --conditions=matchday-dist dist/server.js` exactly as production starts it, on a free port
 * (PORT=0, the address read from the banner): PostgreSQL when `databaseUrl` is given, PGlite in `dataDir`
 * otherwise. A string is taken as the PGlite directory. Passwords hash at the OWASP minimum unless `env` says otherwise.
 */
export function spawnServer(options: SpawnOptions | string, legacyLogLevel?: string): ServerProcess {
  const { dataDir, databaseUrl, logLevel = legacyLogLevel ?? 'silent', env = {} } = typeof options === 'string' ? { dataDir: options } : options;
  if (!databaseUrl && !dataDir) throw new Error('spawnServer needs a dataDir (PGlite) or a databaseUrl (PostgreSQL)');
  assertServerBuilt();
  const child = spawn(process.execPath, ['--conditions=matchday-dist', 'dist/server.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: logLevel,
      ARGON2_MEMORY_KIB: String(ARGON2_MIN_MEMORY_KIB),
      ARGON2_TIME_COST: String(ARGON2_MIN_TIME_COST),
      // An empty value counts as unset (env.ts), so the other engine's setting never leaks in from the test's environment.
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: databaseUrl ? '' : dataDir!,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let done = false;
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), LIFETIME_LIMIT_MS);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      done = true;
      clearTimeout(timer);
      resolve(code);
    }),
  );
  const waiters = new Set<() => void>();
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
    waiters.forEach((check) => check());
  });
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = stdout.match(pattern);
        if (!match) return;
        waiters.delete(check);
        resolve(match);
      };
      waiters.add(check);
      check();
      void exited.then(() => {
        waiters.delete(check);
        reject(new Error(`server exited before printing ${pattern}: ${stderr}`));
      });
    });
  const started = waitFor(/running at (http:\/\/localhost:\d+)/).then((match) => match[1]!);
  started.catch(() => undefined);
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    waitForOutput: async (pattern) => void (await waitFor(pattern)),
    started,
    exited,
    hasExited: () => done,
  };
}

/** Polls /api/ready until it answers 200 (bounded); throws with the server's output otherwise. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const url = (
    await Promise.race([
      server.started,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no banner within ${timeoutMs} ms: ${server.stderr()}`)), timeoutMs)),
    ])
  ).replace('localhost', '127.0.0.1');
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error(`server exited before it was ready: ${server.stderr()}`);
    try {
      const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return url;
    } catch {
      // Not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready within ${timeoutMs} ms: ${server.stderr()}`);
}

/** SIGKILLs the process unless it has already exited, and waits for it (bounded). */
export async function killServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.hasExited()) return;
  server.child.kill('SIGKILL');
  await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

export interface ThrowawayDatabase {
  /** The new database's URL. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server (the server migrates and seeds it at start). */
export async function createThrowawayDatabase(serverUrl = process.env.TEST_DATABASE_URL): Promise<ThrowawayDatabase> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres engine');
  const name = `matchday_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface SendOptions {
  method?: string;
  token?: string;
  body?: unknown;
  /** Defaults to a fresh connection per request (no keep-alive). */
  agent?: http.Agent | false;
  /** The body is sent in two parts: the first at once, the rest when this settles (a request held in flight). */
  holdBodyUntil?: Promise<unknown>;
  /** Called once every byte of the request has been handed to the operating system. */
  onSent?: () => void;
  timeoutMs?: number;
}

/**
 * One HTTP/1.1 request with node:http, so that a connection failure keeps its code (ECONNRESET, ECONNREFUSED,
 * "socket hang up"). Resolves only with a complete response (every byte of Content-Length); a response cut
 * in the middle rejects with code TRUNCATED.
 */
export function send(baseUrl: string, path: string, options: SendOptions = {}): Promise<HttpAnswer> {
  const { method = 'GET', token, body, agent = false, holdBodyUntil, onSent, timeoutMs = 60_000 } = options;
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const url = new URL(path, baseUrl.replace('localhost', '127.0.0.1'));
  return new Promise<HttpAnswer>((resolve, reject) => {
    const request = http.request(url, {
      method,
      agent,
      timeout: timeoutMs,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(payload && { 'content-type': 'application/json', 'content-length': String(payload.length) }),
      },
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'TIMEOUT' })));
    request.on('error', reject);
    if (onSent) request.on('finish', onSent);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('aborted', () => reject(Object.assign(new Error('the connection closed in the middle of the response'), { code: 'TRUNCATED' })));
      response.on('end', () => {
        const received = Buffer.concat(chunks);
        const expected = response.headers['content-length'];
        if (!response.complete || (expected !== undefined && Number(expected) !== received.length)) {
          reject(Object.assign(new Error(`incomplete response: ${received.length} of ${expected ?? '?'} bytes`), { code: 'TRUNCATED' }));
          return;
        }
        resolve({ status: response.statusCode!, headers: response.headers, body: received.toString('utf8') });
      });
    });
    if (!payload) request.end();
    else if (!holdBodyUntil) request.end(payload);
    else {
      const half = Math.floor(payload.length / 2);
      request.write(payload.subarray(0, half));
      void holdBodyUntil.finally(() => request.end(payload.subarray(half)));
    }
  });
}

/** The access token of a demo user (their password is DEMO_PASSWORD). */
export async function loginAs(baseUrl: string, email: string, password = 'matchday-demo'): Promise<string> {
  const answer = await send(baseUrl, '/api/login', { method: 'POST', body: { email, password } });
  if (answer.status !== 200) throw new Error(`login as ${email} failed: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { accessToken: string }).accessToken;
}
