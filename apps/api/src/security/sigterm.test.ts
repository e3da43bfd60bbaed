import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engine } from '../../test/helper.js';
import {
  assertServerBuilt,
  createThrowawayDatabase,
  killServer,
  loginAs,
  send,
  spawnServer,
  waitUntilReady,
  type HttpAnswer,
  type ServerProcess,
  type SpawnOptions,
  type ThrowawayDatabase,
} from '../../test/spawn-server.js';

/**
 * Failure drill: the compiled server (started as production starts it) gets SIGTERM while ~40 requests are
 * in flight — slow logins (an argon2id verification at the production cost), reads, and writes whose bodies
 * are still arriving. Every request the server had received before the signal must get a whole 2xx answer;
 * readiness must fail at once; the process must exit 0 within seconds with the database closed (and the
 * PGlite directory unlocked); every acknowledged write must be there after a restart.
 */

const PER_KIND = 10;
/** server.ts answers 503 this long after the signal before closing its listener. */
const DRAIN_MS = 1_000;
const EXIT_MARGIN_MS = 5_000;
/** The server (LOG_LEVEL debug) logs each request it has read as `incoming request` with its URL; the burst uses these URLs. */
const INCOMING_REQUEST = /"msg":"incoming request"/;
const BURST_PATHS = ['"url":"/api/login"', '"url":"/api/me"', '"url":"/api/club2/leagues"', '"url":"/api/club2/locations"'];

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let database: ThrowawayDatabase | undefined;
const agents: http.Agent[] = [];
const sockets: net.Socket[] = [];

afterAll(async () => {
  sockets.forEach((socket) => socket.destroy());
  agents.forEach((agent) => agent.destroy());
  await killServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}, 60_000);

/** One database for the file (a throwaway PostgreSQL database, or a PGlite directory); each test starts its own server on it. */
async function target(): Promise<SpawnOptions> {
  if (engine === 'postgres') return { databaseUrl: (database ??= await createThrowawayDatabase()).url };
  return { dataDir: (dataDir ??= mkdtempSync(path.join(tmpdir(), 'matchday-sigterm-'))) };
}

const burstRequestsRead = (output: string) =>
  output.split('\n').filter((line) => INCOMING_REQUEST.test(line) && BURST_PATHS.some((url) => line.includes(url))).length;

async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const within = <T, U>(promise: Promise<T>, ms: number, otherwise: U) =>
  Promise.race([promise, new Promise<U>((resolve) => setTimeout(() => resolve(otherwise), ms))]);

interface Outcome {
  kind: string;
  answer?: HttpAnswer;
  error?: string;
  settled: boolean;
}

/** Starts every request at once; each outcome is filled in when it settles (answer or connection error). */
function fire(plans: readonly { kind: string; run: () => Promise<HttpAnswer> }[]) {
  const outcomes: Outcome[] = plans.map(({ kind }) => ({ kind, settled: false }));
  const settled = Promise.all(
    plans.map(({ run }, index) =>
      run().then(
        (answer) => Object.assign(outcomes[index]!, { answer, settled: true }),
        (error: NodeJS.ErrnoException) => Object.assign(outcomes[index]!, { error: error.code ?? error.message, settled: true }),
      ),
    ),
  );
  return { outcomes, settled };
}

const tally = (outcomes: readonly Outcome[]) =>
  outcomes.reduce<Record<string, number>>((counts, outcome) => {
    const key = `${outcome.kind} ${outcome.answer?.status ?? outcome.error}`;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

/** A raw HTTP/1.1 connection: the test writes requests itself (pipelined) and reads every response on it. */
function rawConnection(port: number) {
  const socket = net.connect({ port, host: '127.0.0.1' });
  sockets.push(socket);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<string>((resolve) => {
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('close', () => resolve('closed'));
  });
  return { socket, received: () => received, closed };
}

/** Splits the HTTP/1.1 responses (Content-Length bodies) read from one connection. */
function parseResponses(raw: string): { status: number; headers: Record<string, string>; body: string }[] {
  const responses = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine, ...headerLines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    const body = rest.slice(end + 4, end + 4 + length);
    if (Buffer.byteLength(body) < length) break;
    responses.push({ status: Number(statusLine!.split(' ')[1]), headers, body });
    rest = rest.slice(end + 4 + body.length);
  }
  return responses;
}

const location = (name: string) => ({ name, address: null, timezone: 'America/New_York', notes: null, playing_areas: [{ name: 'Court 1' }] });
const DEMO_USERS = ['admin@example.com', 'single@example.com', 'norole@example.com', 'other@example.com'];

describe(`SIGTERM with requests in flight (${engine})`, () => {
  it('answers every request received before the signal, fails readiness at once, exits 0 and keeps every acknowledged write', async () => {
    assertServerBuilt();
    const on = await target();
    // The production argon2 cost, so that a login is a slow request (hashing on the thread pool).
    server = spawnServer({ ...on, logLevel: 'debug', env: { ARGON2_MEMORY_KIB: '65536', ARGON2_TIME_COST: '3' } });
    const url = await waitUntilReady(server);
    const port = Number(new URL(url).port);
    const token = await loginAs(url, 'admin@example.com');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    agents.push(agent);

    let releaseBodies!: () => void;
    const bodiesHeld = new Promise<void>((resolve) => (releaseBodies = resolve));
    const runId = Date.now().toString(36);
    const { outcomes, settled } = fire([
      ...Array.from({ length: PER_KIND }, (_, index) => ({
        kind: 'login',
        run: () => send(url, '/api/login', { method: 'POST', agent, body: { email: DEMO_USERS[index % DEMO_USERS.length], password: 'matchday-demo' } }),
      })),
      ...Array.from({ length: PER_KIND }, () => ({ kind: 'me', run: () => send(url, '/api/me', { agent, token }) })),
      ...Array.from({ length: PER_KIND }, () => ({ kind: 'leagues', run: () => send(url, '/api/club2/leagues', { agent, token }) })),
      ...Array.from({ length: PER_KIND }, (_, index) => ({
        kind: 'create location',
        // Half of the writes are still uploading their body when the signal lands.
        run: () =>
          send(url, '/api/club2/locations', {
            method: 'POST',
            agent,
            token,
            body: location(`Drill ${runId} ${index}`),
            ...(index % 2 === 0 && { holdBodyUntil: bodiesHeld }),
          }),
      })),
    ]);
    // One more write, on a raw keep-alive connection: after the signal a readiness probe is pipelined behind it.
    const raw = rawConnection(port);
    const rawBody = JSON.stringify(location(`Drill ${runId} raw`));
    raw.socket.write(
      `POST /api/club2/locations HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(rawBody)}\r\n\r\n${rawBody.slice(0, 10)}`,
    );
    const sent = outcomes.length + 1;

    // The server has read every request (the login above, then the burst): none is waiting unread in a socket or the listen backlog.
    await waitFor(() => burstRequestsRead(server!.stdout()) >= 1 + sent, 60_000, 'the server to read every request');
    const inFlightByKind = Object.fromEntries(
      ['login', 'me', 'leagues', 'create location'].map((kind) => [kind, outcomes.filter((o) => o.kind === kind && !o.settled).length]),
    );
    const inFlight = outcomes.filter((outcome) => !outcome.settled).length + 1;
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await server.waitForOutput(/stopping: finishing requests in flight/);

    // Readiness on a connection still open (the raw one, busy with its write), and on a new connection once the listener had time to close.
    raw.socket.write(rawBody.slice(10) + `GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const newConnection = await send(url, '/api/ready').then(
      (answer) => `${answer.status} ${answer.body}`,
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    );
    releaseBodies();

    await settled;
    const answeredMs = Date.now() - signalledAt;
    const rawClosed = await within(raw.closed, 20_000, 'still open');
    const exitCode = await within(server.exited, 60_000, 'still running');
    const exitMs = Date.now() - signalledAt;
    const rawResponses = parseResponses(raw.received());
    const lost = outcomes.filter((outcome) => outcome.error !== undefined);
    console.log(
      `[sigterm ${engine}] ${sent} requests read by the server before SIGTERM, ${inFlight} still in flight at the signal ` +
        `(${JSON.stringify({ ...inFlightByKind, 'create location (raw connection)': 1 })}); lost: ${lost.length + (rawResponses[0]?.status === 201 ? 0 : 1)}; ` +
        `answers: ${JSON.stringify(tally(outcomes))}; raw keep-alive connection: ${rawResponses.map((response) => response.status).join(' then ')}, then ${rawClosed}; ` +
        `new connection after the signal: ${newConnection}; all answered ${answeredMs} ms after the signal; exit code ${exitCode} ${exitMs} ms after the signal`,
    );

    expect(lost, 'requests read before the signal lost their answer').toEqual([]);
    for (const outcome of outcomes)
      expect(outcome.answer!.status, `${outcome.kind}: ${outcome.answer!.body}`).toBe(outcome.kind === 'create location' ? 201 : 200);
    expect(inFlight).toBeGreaterThanOrEqual(PER_KIND / 2 + 1);

    // The write on the raw connection completed with Connection: close, and the connection was closed: a stopping
    // server keeps no connection open, so the probe pipelined behind the write is left for the client to send elsewhere.
    expect(rawResponses.map((response) => response.status)).toEqual([201]);
    expect(rawResponses[0]!.headers.connection).toBe('close');
    expect(rawClosed).toBe('closed');
    // Readiness fails at once: a new connection during the drain pause gets the clean 503.
    expect(newConnection).toMatch(/^503 .*"service_unavailable"/);

    expect(exitCode).toBe(0);
    // Bounded by the requests in flight plus keepAliveTimeout: a keep-alive connection busy at the signal stays open until then.
    expect(exitMs).toBeLessThan(answeredMs + DRAIN_MS + EXIT_MARGIN_MS);
    if (dataDir) expect(existsSync(path.join(dataDir, 'matchday.lock'))).toBe(false);

    // Every acknowledged write is there after a restart on the same database.
    server = spawnServer(on);
    const again = await waitUntilReady(server);
    const listed = await send(again, `/api/club2/locations?page_size=100&q=${runId}`, { token: await loginAs(again, 'admin@example.com') });
    expect(listed.status).toBe(200);
    expect((JSON.parse(listed.body) as { items: unknown[] }).items).toHaveLength(PER_KIND + 1);
    server.child.kill('SIGTERM');
    expect(await within(server.exited, 30_000, 'still running')).toBe(0);
  }, 120_000);

  /**
   * Requests written (every byte handed to the operating system) just before the signal, most not yet read
   * by the server: on keep-alive connections it counts as idle, or on new connections still in the listen
   * backlog. Each gets an answer: 2xx, or the clean 503 of the second server.ts answers before it closes
   * its listener. A reset or a response cut in the middle fails.
   */
  it('answers every request written just before the signal: 2xx or a clean 503, none reset', async () => {
    assertServerBuilt();
    server = spawnServer({ ...(await target()), logLevel: 'silent' });
    const url = await waitUntilReady(server);
    const token = await loginAs(url, 'single@example.com');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    agents.push(agent);
    await Promise.all(Array.from({ length: 20 }, () => send(url, '/api/health', { agent })));

    let written = 0;
    const onSent = () => (written += 1);
    const { outcomes, settled } = fire(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0
          ? { kind: 'me', run: () => send(url, '/api/me', { agent, token, onSent }) }
          : { kind: 'leagues', run: () => send(url, '/api/club2/leagues', { agent, token, onSent }) },
      ),
    );
    await waitFor(() => written === outcomes.length || outcomes.some((outcome) => outcome.settled), 30_000, 'every request to be written');
    const writtenAtSignal = written;
    server.child.kill('SIGTERM');
    await settled;
    const exitCode = await within(server.exited, 60_000, 'still running');
    agent.destroy();

    const answered = outcomes.filter((outcome) => outcome.answer && outcome.answer.status < 300).length;
    const refused = outcomes.filter((outcome) => outcome.answer?.status === 503).length;
    const reset = outcomes.filter((outcome) => outcome.error && outcome.error !== 'TRUNCATED');
    console.log(
      `[sigterm ${engine}, requests written just before the signal] ${writtenAtSignal} of 40 written before SIGTERM: ${answered} answered 2xx, ` +
        `${refused} refused with a clean 503, ${reset.length} reset before any byte of an answer (${[...new Set(reset.map((outcome) => outcome.error))].join(', ') || 'none'}); ` +
        `${JSON.stringify(tally(outcomes))}; exit code ${exitCode}`,
    );
    for (const outcome of outcomes) {
      if (outcome.answer?.status === 503) expect(JSON.parse(outcome.answer.body)).toMatchObject({ code: 'service_unavailable' });
      else if (outcome.answer) expect(outcome.answer.status).toBe(200);
      else expect(outcome.error, 'a request lost its answer').toBeUndefined();
    }
    expect(reset).toEqual([]);
    expect(exitCode).toBe(0);
  }, 120_000);
});
