import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { newId } from '@matchday/domain';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { seedDemoData } from '../db/seed.js';
import { createPasswordHasher } from '../lib/passwords.js';
import { createTestClock, openTestDatabase, testConfig, testPasswords } from '../../test/helper.js';

const FLOOD = 200;
const LOGIN_LIMIT_MS = 2_000;
/** An account whose hash has the production cost, so each login spends a real verification. */
const VICTIM = { id: newId(), email: 'victim@example.com', firstName: 'Vic', lastName: 'Tim', password: 'a-real-users-passphrase' };

let app: FastifyInstance;
let database: DatabaseHandle;
let baseUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, testPasswords);
  // The production cost (the defaults), so the flood costs what it would cost an attacker to cause in production.
  const config = testConfig({ TRUST_PROXY: 'true', ARGON2_MEMORY_KIB: '65536', ARGON2_TIME_COST: '3' });
  const passwords = createPasswordHasher({ memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST });
  app = await buildApp({ config, db: database.db, clock: createTestClock(), passwords });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  expect(await post('/api/account/register', VICTIM, '198.51.100.7')).toBe(201);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Each attacker request from its own address, as a botnet would send them (X-Forwarded-For is trusted here). */
const post = (path: string, body: object, address: string) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  }).then(
    (response) => response.status,
    () => 0,
  );

async function timedLogin(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const status = await post('/api/login', { email: VICTIM.email, password: VICTIM.password }, '198.51.100.7');
  return { status, ms: performance.now() - started };
}

describe('an argon2 flood', () => {
  it(`keeps logins under ${LOGIN_LIMIT_MS} ms while ${FLOOD} bogus resets and ${FLOOD} sign-ups arrive`, async () => {
    const flood = Array.from({ length: FLOOD }, (_, index) => {
      const address = `203.0.${Math.floor(index / 200)}.${index % 200}`;
      return [
        post('/api/reset-password', { token: newId() + newId(), password: 'flood-passphrase-1', password_confirmation: 'flood-passphrase-1' }, address),
        post(
          '/api/account/register',
          { id: newId(), email: `flood-${index}@example.com`, firstName: 'Flo', lastName: 'Od', password: 'flood-passphrase-1' },
          address,
        ),
      ];
    }).flat();
    // The flood is under way (accepted, queued, hashing) before the first login.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logins = [];
    for (let attempt = 0; attempt < 5; attempt += 1) logins.push(await timedLogin());
    const statuses = await Promise.all(flood);

    const count = (status: number) => statuses.filter((value) => value === status).length;
    console.log(
      `argon2 flood: logins ${logins.map((login) => `${login.status} in ${Math.round(login.ms)} ms`).join(', ')}; ` +
        `flood answers: ${count(400)}×400, ${count(201)}×201, ${count(503)}×503, ${count(429)}×429, ${count(0)} failed`,
    );
    expect(logins.every((login) => login.status === 200)).toBe(true);
    expect(Math.max(...logins.map((login) => login.ms))).toBeLessThan(LOGIN_LIMIT_MS);
    expect(statuses.every((status) => [400, 201, 429, 503].includes(status))).toBe(true);
  }, 120_000);
});
