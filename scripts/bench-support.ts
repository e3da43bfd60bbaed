import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import { startApp, type RunningApp } from '../e2e/support/app-server';

// autocannon ships no types.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<{ requests: { total: number }; non2xx: number; errors: number; timeouts: number; duration: number }>;

const SERVER_URL = 'postgres://postgres@127.0.0.1:5432';

/** What the benchmarks' app needs besides the defaults: public reads are not rate limited, or the load would be refused. */
export const BENCH_APP_ENV = { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000000' };

/**
 * Runs `measure` against the project on PostgreSQL: the app under benchmark when it already runs there
 * (BENCH_DATABASE_URL), else a second app on a throwaway database, dropped after.
 */
export async function withPostgresApp<T>(project: RunningApp, measure: (app: RunningApp, databaseUrl: string) => Promise<T>): Promise<T> {
  const throwaway = process.env.BENCH_DATABASE_URL ? null : `matchday_bench_${randomBytes(6).toString('hex')}`;
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? `${SERVER_URL}/${throwaway}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  if (throwaway) await admin(`create database ${throwaway}`);
  let app: RunningApp | undefined;
  try {
    app = throwaway ? await startApp({ databaseUrl, productionArgon2: true, env: BENCH_APP_ENV }) : project;
    return await measure(app, databaseUrl);
  } finally {
    if (throwaway) {
      await app?.stop();
      await admin(`drop database if exists ${throwaway} with (force)`);
    }
  }
}

/**
 * Each target under autocannon (50 connections × 5 s), after a one-second warm-up of each, alternated three times so
 * that neither side is favoured by what the machine does meanwhile. Prints the runs and returns each side's mean req/s.
 */
export async function alternate<K extends string>(targets: Record<K, string>, headers: Record<string, string> = {}): Promise<Record<K, number>> {
  const sides = Object.keys(targets) as K[];
  const load = (url: string, duration: number) => autocannon({ url, connections: 50, duration, headers });
  for (const side of sides) await load(targets[side], 1);
  const rows: { run: string; 'req/s': number; requests: number; 'non-2xx': number; errors: number }[] = [];
  const rates = Object.fromEntries(sides.map((side) => [side, [] as number[]])) as Record<K, number[]>;
  for (let round = 1; round <= 3; round += 1) {
    for (const side of sides) {
      const result = await load(targets[side], 5);
      const rate = Math.round(result.requests.total / result.duration);
      rates[side].push(rate);
      rows.push({ run: `${side} ${round}`, 'req/s': rate, requests: result.requests.total, 'non-2xx': result.non2xx, errors: result.errors + result.timeouts });
    }
  }
  console.table(rows);
  return Object.fromEntries(sides.map((side) => [side, rates[side].reduce((sum, value) => sum + value, 0) / rates[side].length])) as Record<K, number>;
}
