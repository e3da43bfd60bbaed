// `npm run bench`: throughput and latency of the hot API paths, measured against the built app started
// the way production runs it (one process, PGlite unless BENCH_DATABASE_URL names a PostgreSQL database).
// Numbers are printed, never asserted: speed is compared between runs, not enforced by tests.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import pg from 'pg';
import { startApp, type RunningApp } from '../e2e/support/app-server';
import { benchFirstLoad } from './bench-first-load';
import { benchPublicRateLimit } from './bench-rate-limit';
import { benchPublicSite } from './bench-public-site';
import { benchScheduling } from './bench-scheduling';
import { alternate, BENCH_APP_ENV, withPostgresApp } from './bench-support';

interface Scenario {
  name: string;
  requests: number;
  concurrency: number;
  send: (baseUrl: string) => Promise<Response>;
  /** Issue 10's floor on PGlite, in req/s: five times what the list managed before. */
  target?: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(baseUrl: string, scenario: Scenario) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < scenario.requests) {
      next += 1;
      const t0 = performance.now();
      const response = await scenario.send(baseUrl);
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!response.ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: scenario.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    requests: latencies.length,
    concurrency: scenario.concurrency,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p95 ms': percentile(latencies, 95).toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    failures,
  };
}

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const credentials = { email: 'admin@example.com', password: 'matchday-demo' };

// BENCH_ONLY=audit,dashboard measures only the API scenarios whose names contain one of these words, and nothing else.
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
if (!only) benchScheduling();

const app = await startApp({ databaseUrl: process.env.BENCH_DATABASE_URL, productionArgon2: true, env: BENCH_APP_ENV });
try {
  const login = await fetch(`${app.baseUrl}/api/login`, json(credentials));
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { headers: { authorization: `Bearer ${accessToken}` } };
  const leagues = (await (await fetch(`${app.baseUrl}/api/club2/leagues?q=Volleyball`, auth)).json()) as { items: { id: string }[] };
  const volleyball = `${app.baseUrl}/api/club2/leagues/${leagues.items[0]!.id}`;
  // club1's captains_pay league with a price list (early bird, deposit, add-ons) and paid, partly paid and unpaid teams.
  const monday = ((await (await fetch(`${app.baseUrl}/api/club1/leagues?q=Monday%20Night%20Rec`, auth)).json()) as { items: { id: string }[] }).items[0]!.id;
  const scenarios: Scenario[] = [
    { name: 'GET /api/health', requests: 2000, concurrency: 16, send: (base) => fetch(`${base}/api/health`) },
    { name: 'GET /api/get-forms-options', requests: 1000, concurrency: 16, send: (base) => fetch(`${base}/api/get-forms-options`) },
    { name: 'GET /api/me', requests: 2000, concurrency: 16, send: (base) => fetch(`${base}/api/me`, auth) },
    { name: 'GET /api/club2/show', requests: 2000, concurrency: 16, send: (base) => fetch(`${base}/api/club2/show`, auth) },
    {
      name: 'GET /api/club2/leagues (search, sort)',
      requests: 1000,
      concurrency: 16,
      send: (base) => fetch(`${base}/api/club2/leagues?q=league&sort=teams_count&order=desc`, auth),
      target: 350,
    },
    { name: 'GET /api/club2/dashboard', requests: 1000, concurrency: 16, send: (base) => fetch(`${base}/api/club2/dashboard`, auth), target: 275 },
    { name: 'GET /api/club2/audit', requests: 1000, concurrency: 16, send: (base) => fetch(`${base}/api/club2/audit?page_size=50`, auth), target: 300 },
    { name: 'GET /api/club2/leagues/export.csv', requests: 500, concurrency: 8, send: (base) => fetch(`${base}/api/club2/leagues/export.csv`, auth) },
    { name: 'GET …/games (a season, with duplicate flags)', requests: 1000, concurrency: 16, send: () => fetch(`${volleyball}/games`, auth) },
    { name: 'GET …/standings', requests: 1000, concurrency: 16, send: () => fetch(`${volleyball}/standings`, auth) },
    { name: 'GET …/schedule/planning', requests: 500, concurrency: 8, send: () => fetch(`${volleyball}/schedule/planning`, auth) },
    {
      name: 'GET …/payments (the ledger by team and player)',
      requests: 1000,
      concurrency: 16,
      send: (base) => fetch(`${base}/api/club1/leagues/${monday}/payments`, auth),
    },
    { name: 'GET …/payments/prices', requests: 1000, concurrency: 16, send: (base) => fetch(`${base}/api/club1/leagues/${monday}/payments/prices`, auth) },
    {
      name: 'GET /api/public/…/registration (the flow’s options)',
      requests: 1000,
      concurrency: 16,
      send: (base) => fetch(`${base}/api/public/clubs/club1/leagues/${monday}/registration`),
    },
    { name: 'GET /api/public/clubs/club2/site', requests: 2000, concurrency: 16, send: (base) => fetch(`${base}/api/public/clubs/club2/site`) },
    { name: 'GET /c/club2 (public page)', requests: 2000, concurrency: 16, send: (base) => fetch(`${base}/c/club2`) },
    { name: 'GET / (built app)', requests: 1000, concurrency: 16, send: (base) => fetch(`${base}/club/club2/dashboard`) },
    { name: 'POST /api/login (argon2id)', requests: 40, concurrency: 4, send: (base) => fetch(`${base}/api/login`, json(credentials)) },
  ];
  const chosen = only ? scenarios.filter((scenario) => only.some((word) => scenario.name.includes(word))) : scenarios;
  const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`Matchday API benchmark — ${engine}, Node ${process.version}`);
  const rows: Awaited<ReturnType<typeof measure>>[] = [];
  for (const scenario of chosen) rows.push(await measure(app.baseUrl, scenario));
  console.table(rows);
  if (engine === 'PGlite') {
    const lists = chosen.flatMap((scenario, index) =>
      scenario.target ? [`${scenario.name}: ${rows[index]!['req/s']} req/s (target ≥ ${scenario.target})`] : [],
    );
    console.log(`PGlite lists at 16 connections against issue 10's targets (5× 70, 55 and 60 req/s):\n  ${lists.join('\n  ')}`);
  }
  if (!only) {
    await benchMeAgainstNaive(app);
    await benchPublicSite(app);
    await benchPublicRateLimit();
    await benchFirstLoad(app.baseUrl);
  }
} finally {
  await app.stop();
}

/**
 * GET /api/me against a naive reference: a bare Fastify route in this process (it shares its event loop with
 * autocannon; the project runs in its own process) doing ONE unprepared JOIN on the token hash, on the same
 * PostgreSQL database, with the same load generator, alternated three times. Without BENCH_DATABASE_URL, the
 * project runs for this section on a throwaway database, dropped after.
 */
async function benchMeAgainstNaive(project: RunningApp): Promise<void> {
  await withPostgresApp(project, async (app, databaseUrl) => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const naive = Fastify();
    try {
      const login = await fetch(`${app.baseUrl}/api/login`, json(credentials));
      const { accessToken } = (await login.json()) as { accessToken: string };
      naive.get('/me', async (request, reply) => {
        const [scheme, token] = (request.headers.authorization ?? '').split(' ');
        if (scheme?.toLowerCase() !== 'bearer' || !token) return reply.code(401).send({ error: 'unauthenticated' });
        const { rows } = await pool.query<{ id: string; email: string; first_name: string; last_name: string; role: string | null; club_id: string | null }>(
          `select u.id, u.email, u.first_name, u.last_name, r.role, r.club_id
             from access_tokens t
             join users u on u.id = t.user_id
             left join club_roles r on r.user_id = u.id
            where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now() and t.last_used_at > now() - interval '60 minutes'`,
          [createHash('sha256').update(token).digest('hex')],
        );
        const user = rows[0];
        if (!user) return reply.code(401).send({ error: 'unauthenticated' });
        return {
          id: user.id,
          email: user.email,
          name: `${user.first_name} ${user.last_name}`,
          first_name: user.first_name,
          last_name: user.last_name,
          roles: rows.filter((row) => row.role !== null).map((row) => ({ role: row.role, club_id: row.club_id })),
        };
      });
      const naiveUrl = await naive.listen({ port: 0, host: '127.0.0.1' });
      console.log(`\nGET /api/me — project vs a naive Fastify + pg route (one unprepared JOIN), PostgreSQL, autocannon 50 connections × 5 s`);
      const rates = await alternate({ naive: `${naiveUrl}/me`, project: `${app.baseUrl}/api/me` }, { authorization: `Bearer ${accessToken}` });
      console.log(`project ÷ naive for /api/me: ${(rates.project / rates.naive).toFixed(2)} (target ≥ 2.0)`);
    } finally {
      await naive.close();
      await pool.end();
    }
  });
}
