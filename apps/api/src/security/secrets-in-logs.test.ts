import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { newId } from '@matchday/domain';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { users } from '../db/schema.js';
import { DEMO_PASSWORD, seedDemoData } from '../db/seed.js';
import { createTestClock, openTestDatabase, testConfig, testPasswords } from '../../test/helper.js';

let lines = '';
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines += chunk.toString();
    done();
  },
});

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, testPasswords);
  // Staging behaves as production for logs: no SMTP here, so mail is logged, and must be logged without its link.
  const config = testConfig({ NODE_ENV: 'staging', LOG_LEVEL: 'info' });
  app = await buildApp({ config, db: database.db, clock: createTestClock(), passwords: testPasswords }, { stream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('no secret reaches a log line', () => {
  it('a reset mail is logged without its link', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: 'admin@example.com' } });
    expect(response.statusCode).toBe(202);
    expect(lines).toContain('Mail kept in the outbox (no SMTP_URL)');
    expect(lines).toContain('[removed: sent by mail only]');
    expect(lines).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
  });

  it('a password, a calendar feed token and a reset token in an address are not logged', async () => {
    await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@example.com', password: DEMO_PASSWORD } });
    const feedToken = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
    await app.inject({ method: 'GET', url: `/api/calendar/${feedToken}.ics` });
    const resetToken = 'cmVzZXQtdG9rZW4tdGhhdC1tdXN0LW5vdC1iZS1sb2dnZWQ';
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    expect(lines).toContain('/api/calendar/[removed]');
    expect(lines).toContain('token=[removed]');
    for (const secret of [DEMO_PASSWORD, feedToken, resetToken]) expect(lines).not.toContain(secret);
  });

  it('a failed query is logged without its parameters (a password hash among them)', async () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2g';
    const failure = await database.db
      .insert(users)
      .values({ id: newId(), email: 'ADMIN@example.com', firstName: 'Dup', lastName: 'Licate', passwordHash: hash })
      .catch((error: unknown) => error);
    expect(String((failure as Error).message)).toContain(hash);
    app.log.error({ err: failure }, 'request failed');
    expect(lines).toContain('Failed query');
    expect(lines).toContain('users_email_unique');
    expect(lines).not.toContain(hash);
  });
});
