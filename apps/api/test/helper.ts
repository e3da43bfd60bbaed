import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.js';
import { DEMO_PASSWORD, seedDemoData } from '../src/db/seed.js';
import { ARGON2_MIN_MEMORY_KIB, ARGON2_MIN_TIME_COST, loadEnv, type Env } from '../src/env.js';
import { createPasswordHasher } from '../src/lib/passwords.js';

export const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/** The minimum OWASP argon2id parameters: real hashing, as fast as the policy allows. */
export const testPasswords = createPasswordHasher({ memoryCost: ARGON2_MIN_MEMORY_KIB, timeCost: ARGON2_MIN_TIME_COST });

/** A clock the test moves by hand instead of sleeping. */
export function createTestClock(start = new Date('2026-03-01T12:00:00.000Z')) {
  let now = start.getTime();
  let drift = 0;
  // A busy server, as the clock sees it: every read finds time moved on by `drift` ms (0 unless a test asks).
  const clock = () => {
    now += drift;
    return new Date(now);
  };
  return Object.assign(clock, {
    advanceMinutes(minutes: number) {
      now += minutes * 60_000;
    },
    driftPerRead(ms: number) {
      drift = ms;
    },
    /** The time now, without moving it: for another party (the fake Stripe) watching the same clock. */
    peek: () => new Date(now),
  });
}
export type TestClock = ReturnType<typeof createTestClock>;

export function testConfig(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'https://matchday.test',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ARGON2_MEMORY_KIB: String(ARGON2_MIN_MEMORY_KIB),
    ARGON2_TIME_COST: String(ARGON2_MIN_TIME_COST),
    ...overrides,
  });
}

/** A fresh, migrated database of the engine under test: PGlite in memory, or a new PostgreSQL database dropped at close. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    const handle = await openPglite();
    await handle.migrate();
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres engine');
  const name = `matchday_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { error: () => undefined });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  config: Env;
  loginAs(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The app (not listening) on a fresh migrated database with the demo data. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  await seedDemoData(database.db, testPasswords);
  const clock = createTestClock();
  const config = testConfig(overrides);
  const app = await buildApp({ config, db: database.db, clock, passwords: testPasswords });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    async loginAs(email, password = DEMO_PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
      return response.json<{ accessToken: string }>().accessToken;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One test app per test file: created before the file's tests, closed after them. */
export function useTestApp(overrides: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await createTestApp(overrides));
  });
  afterAll(() => context.close());
  return context;
}
