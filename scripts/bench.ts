// `npm run bench`: throughput and latency of the hot API paths, measured against the built app started
// the way production runs it (one process, PGlite unless BENCH_DATABASE_URL names a PostgreSQL database).
// Numbers are printed, never asserted: speed is compared between runs, not enforced by tests.
import { performance } from 'node:perf_hooks';
import { startApp } from '../e2e/support/app-server';
import { benchScheduling } from './bench-scheduling';

interface Scenario {
  name: string;
  requests: number;
  concurrency: number;
  send: (baseUrl: string) => Promise<Response>;
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

benchScheduling();

const app = await startApp({ databaseUrl: process.env.BENCH_DATABASE_URL, productionArgon2: true });
try {
  const login = await fetch(`${app.baseUrl}/api/login`, json(credentials));
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { headers: { authorization: `Bearer ${accessToken}` } };
  const leagues = (await (await fetch(`${app.baseUrl}/api/club2/leagues?q=Volleyball`, auth)).json()) as { items: { id: string }[] };
  const volleyball = `${app.baseUrl}/api/club2/leagues/${leagues.items[0]!.id}`;
  const scenarios: Scenario[] = [
    { name: 'GET /api/health', requests: 2000, concurrency: 16, send: (base) => fetch(`${base}/api/health`) },
    { name: 'GET /api/get-forms-options', requests: 1000, concurrency: 16, send: (base) => fetch(`${base}/api/get-forms-options`) },
    { name: 'GET /api/me', requests: 2000, concurrency: 16, send: (base) => fetch(`${base}/api/me`, auth) },
    { name: 'GET /api/club2/show', requests: 2000, concurrency: 16, send: (base) => fetch(`${base}/api/club2/show`, auth) },
    { name: 'GET /api/club2/leagues (search, sort)', requests: 1000, concurrency: 16, send: (base) => fetch(`${base}/api/club2/leagues?q=league&sort=teams_count&order=desc`, auth) },
    { name: 'GET /api/club2/dashboard', requests: 1000, concurrency: 16, send: (base) => fetch(`${base}/api/club2/dashboard`, auth) },
    { name: 'GET /api/club2/audit', requests: 1000, concurrency: 16, send: (base) => fetch(`${base}/api/club2/audit?page_size=50`, auth) },
    { name: 'GET /api/club2/leagues/export.csv', requests: 500, concurrency: 8, send: (base) => fetch(`${base}/api/club2/leagues/export.csv`, auth) },
    { name: 'GET …/games (a season, with duplicate flags)', requests: 1000, concurrency: 16, send: () => fetch(`${volleyball}/games`, auth) },
    { name: 'GET …/standings', requests: 1000, concurrency: 16, send: () => fetch(`${volleyball}/standings`, auth) },
    { name: 'GET …/schedule/planning', requests: 500, concurrency: 8, send: () => fetch(`${volleyball}/schedule/planning`, auth) },
    { name: 'GET / (built app)', requests: 1000, concurrency: 16, send: (base) => fetch(`${base}/club/club2/dashboard`) },
    { name: 'POST /api/login (argon2id)', requests: 40, concurrency: 4, send: (base) => fetch(`${base}/api/login`, json(credentials)) },
  ];
  const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`Matchday API benchmark — ${engine}, Node ${process.version}`);
  const rows = [];
  for (const scenario of scenarios) rows.push(await measure(app.baseUrl, scenario));
  console.table(rows);
} finally {
  await app.stop();
}
