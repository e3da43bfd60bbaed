import net from 'node:net';
import pg from 'pg';
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
  type ThrowawayDatabase,
} from '../../test/spawn-server.js';

/**
 * Failure drill: PostgreSQL becomes unreachable under the compiled server. The server reaches the database
 * through a TCP proxy in this test; "cutting" it destroys every open connection (queries and transactions
 * midway included) and then either refuses new ones (listener closed) or accepts and drops them at once.
 * During the outage a database route answers 503 `database_unavailable` with Retry-After (never 500),
 * readiness 503, liveness 200; once the proxy is back the server recovers by itself within seconds.
 * Then PostgreSQL itself ends the sessions of the database (pg_terminate_backend, as on a restart or a
 * failover) in the middle of bursts of requests: each answers 2xx or 503, and the process survives — a pool
 * client that loses its connection while checked out between two queries must not end the process with an
 * unhandled 'error' event.
 */

const RECOVER_WITHIN_MS = 5_000;
const OUTAGE_PROBE_ROUNDS = 3;
const TERMINATIONS = 8;

type Mode = 'up' | 'refuse' | 'drop';

/** A loopback TCP proxy to PostgreSQL that the test can cut and restore. */
function databaseProxy(upstreamPort: number, upstreamHost: string) {
  const open = new Set<net.Socket>();
  let mode: Mode = 'up';
  let connections = 0;
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => undefined);
    if (mode !== 'up') {
      client.destroy();
      return;
    }
    connections += 1;
    const upstream = net.connect({ port: upstreamPort, host: upstreamHost });
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
        server.off('error', reject);
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    listen,
    port: () => port,
    connections: () => connections,
    /** Every open connection is destroyed; new ones are refused (listener closed) or accepted and dropped. */
    async cut(how: 'refuse' | 'drop') {
      mode = how;
      // close() stops listening at once, but calls back only once every connection is gone: destroyed just below.
      const closed = how === 'refuse' ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
      open.forEach((socket) => socket.destroy());
      await closed;
    },
    async restore() {
      if (!server.listening) await listen();
      mode = 'up';
    },
    async close() {
      mode = 'drop';
      open.forEach((socket) => socket.destroy());
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let server: ServerProcess | undefined;
let database: ThrowawayDatabase | undefined;
let proxy: ReturnType<typeof databaseProxy> | undefined;

afterAll(async () => {
  await killServer(server);
  await proxy?.close();
  await database?.drop();
}, 60_000);

/** "503 database_unavailable retry-after=5", or just the status of a success. */
const describeStatus = (answer: HttpAnswer) => {
  if (answer.status < 300) return String(answer.status);
  let code: unknown;
  try {
    code = (JSON.parse(answer.body) as { code?: unknown }).code;
  } catch {
    code = answer.body.slice(0, 40);
  }
  return `${answer.status} ${String(code)}${answer.headers['retry-after'] ? ` retry-after=${answer.headers['retry-after']}` : ''}`;
};

describe.runIf(engine === 'postgres')('PostgreSQL outage under the running server', () => {
  it('answers 503 database_unavailable with Retry-After during the outage (never 500), keeps liveness, and recovers within seconds', async () => {
    assertServerBuilt();
    database = await createThrowawayDatabase();
    const direct = new URL(database.url);
    proxy = databaseProxy(Number(direct.port || 5432), direct.hostname);
    await proxy.listen();
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port());

    server = spawnServer({ databaseUrl: viaProxy.toString(), logLevel: 'silent' });
    const url = await waitUntilReady(server);
    const token = await loginAs(url, 'admin@example.com');
    /** A connection failure (the server process gone) becomes status 0, so that the assertion names it. */
    const guard = (request: Promise<HttpAnswer>) =>
      request.catch((error: NodeJS.ErrnoException): HttpAnswer => ({ status: 0, headers: {}, body: `no answer: ${error.code ?? error.message}` }));
    /** Every request got an answer: none lost to the server process dying (its standard error then says why). */
    const expectAnswered = async (answers: readonly (readonly [string, HttpAnswer])[], when: string) => {
      const unanswered = answers.filter(([, answer]) => answer.status === 0);
      if (unanswered.length === 0 && !server!.hasExited()) return;
      await Promise.race([server!.exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      const stderr = server!.stderr();
      const crash = stderr.search(/^node:events:\d+$/m);
      const died = server!.hasExited()
        ? `the server process died ${when}:\n${stderr
            .slice(crash >= 0 ? crash : -1_500)
            .split('\n')
            .slice(0, 14)
            .join('\n')}`
        : 'the server is still running';
      expect(
        unanswered.map(([name, answer]) => `${name}: ${answer.body}`),
        died,
      ).toEqual([]);
      expect(server!.hasExited(), died).toBe(false);
    };
    const probes = {
      'GET /api/me': () => guard(send(url, '/api/me', { token, timeoutMs: 30_000 })),
      'GET /api/club2/leagues': () => guard(send(url, '/api/club2/leagues', { token, timeoutMs: 30_000 })),
      'POST /api/club2/locations': () =>
        guard(
          send(url, '/api/club2/locations', {
            method: 'POST',
            token,
            body: { name: `Outage ${Date.now()} ${Math.random()}`, address: null, timezone: 'America/New_York', notes: null, playing_areas: [] },
            timeoutMs: 30_000,
          }),
        ),
      'POST /api/login': (email = 'single@example.com') =>
        guard(send(url, '/api/login', { method: 'POST', body: { email, password: 'matchday-demo' }, timeoutMs: 30_000 })),
      'GET /api/ready': () => guard(send(url, '/api/ready', { timeoutMs: 30_000 })),
      'GET /api/health': () => guard(send(url, '/api/health', { timeoutMs: 30_000 })),
    };
    const databaseRoutes = ['GET /api/me', 'GET /api/club2/leagues', 'POST /api/club2/locations', 'POST /api/login'];

    // Normal answers through the proxy.
    for (const [name, probe] of Object.entries(probes)) expect((await probe()).status, name).toBe(name.startsWith('POST /api/club2') ? 201 : 200);
    expect(proxy.connections()).toBeGreaterThan(0);

    const report: string[] = [];
    /**
     * Requests running while the connections are cut: their queries and transactions lose the connection midway.
     * Two logins at most, of an account of their own: a login cut after its throttle admission leaves a pending
     * attempt that holds a place (of 5 per account, 20 per address) until it expires.
     */
    const midway = (loginAs: string | undefined) =>
      Object.entries(probes)
        .filter(([name]) => databaseRoutes.includes(name) && (name !== 'POST /api/login' || loginAs !== undefined))
        .flatMap(([name, probe]) =>
          name === 'POST /api/login'
            ? Array.from({ length: 2 }, async () => [name, await probes['POST /api/login'](loginAs)] as const)
            : Array.from({ length: 6 }, async () => [name, await probe()] as const),
        );
    /** Polls until the database routes and readiness answer 200 again (bounded); 200 or 503 meanwhile, never 500. */
    const recovery = async () => {
      const since = Date.now();
      const polls: string[] = [];
      while (Date.now() - since < RECOVER_WITHIN_MS + 5_000) {
        const [leagues, me, ready] = await Promise.all([probes['GET /api/club2/leagues'](), probes['GET /api/me'](), probes['GET /api/ready']()]);
        polls.push(`${leagues.status}/${me.status}/${ready.status}`);
        for (const answer of [leagues, me]) expect([200, 503], answer.body).toContain(answer.status);
        if (leagues.status === 200 && me.status === 200 && ready.status === 200) return { ms: Date.now() - since, polls };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { ms: -1, polls };
    };
    const record = (seen: Map<string, Set<string>>, name: string, answer: HttpAnswer) =>
      seen.set(name, (seen.get(name) ?? new Set()).add(describeStatus(answer)));

    for (const [how, account] of [
      ['drop', 'other@example.com'],
      ['refuse', 'norole@example.com'],
    ] as const) {
      const running = midway(account);
      await new Promise((resolve) => setTimeout(resolve, 15));
      await proxy.cut(how);
      const seen = new Map<string, Set<string>>();
      const cutMidway = await Promise.all(running);
      await expectAnswered(cutMidway, `when the proxy was cut (${how})`);
      for (const [name, answer] of cutMidway) {
        record(seen, `${name} (cut midway)`, answer);
        if (answer.status < 200 || answer.status >= 300) {
          expect(answer.status, `${name} cut midway (${how}): ${answer.body}`).toBe(503);
          expect(JSON.parse(answer.body), name).toMatchObject({ code: 'database_unavailable' });
        }
      }
      // The first round meets the pool's idle connections that were just cut; the next ones open new connections.
      for (let round = 0; round < OUTAGE_PROBE_ROUNDS; round += 1) {
        const answers = await Promise.all(Object.entries(probes).map(async ([name, probe]) => [name, await probe()] as const));
        await expectAnswered(answers, `during the outage (${how})`);
        for (const [name, answer] of answers) {
          record(seen, name, answer);
          if (databaseRoutes.includes(name)) {
            expect(answer.status, `${name} during the outage (${how}): ${answer.body}`).toBe(503);
            expect(JSON.parse(answer.body), name).toMatchObject({ code: 'database_unavailable' });
            expect(Number(answer.headers['retry-after']), `${name} Retry-After`).toBeGreaterThan(0);
          } else if (name === 'GET /api/ready') {
            expect(answer.status, `${name}: ${answer.body}`).toBe(503);
          } else {
            expect(answer.status, `${name}: ${answer.body}`).toBe(200);
          }
        }
      }

      await proxy.restore();
      const recovered = await recovery();
      const write = await probes['POST /api/club2/locations']();
      report.push(
        `outage by ${how === 'drop' ? 'accept-and-drop' : 'refused connections'}: ` +
          [...seen].map(([name, statuses]) => `${name} → ${[...statuses].join(' | ')}`).join('; ') +
          `; recovered ${recovered.ms} ms after the proxy came back (polls leagues/me/ready: ${recovered.polls.join(' ')}), then a write → ${write.status}`,
      );
      expect(recovered.ms, `not recovered within ${RECOVER_WITHIN_MS} ms: ${recovered.polls.join(' ')}`).toBeGreaterThanOrEqual(0);
      expect(recovered.ms).toBeLessThan(RECOVER_WITHIN_MS);
      expect(write.status).toBe(201);
    }

    // PostgreSQL itself ends every session of the database (as on a restart or a failover: 57P01), the network
    // staying up — several times, at a different moment of the requests each time (transactions, between queries…).
    for (let termination = 0; termination < TERMINATIONS; termination += 1) {
      const running = midway(termination === 0 ? 'admin@example.com' : undefined);
      await new Promise((resolve) => setTimeout(resolve, 5 + (termination % 4) * 5));
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      let terminated: number;
      try {
        const result = await admin.query<{ terminated: number }>(
          'select count(*)::int as terminated from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) as ended',
          [database.name],
        );
        terminated = result.rows[0]!.terminated;
      } finally {
        await admin.end();
      }
      const seen = new Map<string, Set<string>>();
      const answers = [
        ...(await Promise.all(running)),
        ...(await Promise.all(Object.entries(probes).map(async ([name, probe]) => [name, await probe()] as const))),
      ];
      await expectAnswered(answers, `after ${terminated} sessions were terminated`);
      for (const [name, answer] of answers) {
        record(seen, name, answer);
        if (name === 'GET /api/health') expect(answer.status).toBe(200);
        else if (answer.status < 200 || answer.status >= 300) {
          expect(answer.status, `${name} after the sessions were terminated: ${answer.body}`).toBe(503);
          expect(JSON.parse(answer.body), name).toMatchObject({ code: name === 'GET /api/ready' ? 'service_unavailable' : 'database_unavailable' });
        }
      }
      const recovered = await recovery();
      report.push(
        `${terminated} sessions terminated by PostgreSQL (pg_terminate_backend) ${5 + (termination % 4) * 5} ms into a burst: ` +
          [...seen].map(([name, statuses]) => `${name} → ${[...statuses].join(' | ')}`).join('; ') +
          `; all 200 again after ${recovered.ms} ms`,
      );
      expect(terminated).toBeGreaterThan(0);
      expect(recovered.ms, `not recovered after ${terminated} sessions were terminated: ${recovered.polls.join(' ')}`).toBeGreaterThanOrEqual(0);
      expect(recovered.ms).toBeLessThan(RECOVER_WITHIN_MS);
    }
    console.log(`[outage postgres]\n  ${report.join('\n  ')}`);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
