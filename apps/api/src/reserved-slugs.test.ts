import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { RESERVED_CLUB_SLUGS } from '@matchday/domain';
import { createTestClock, openTestDatabase, testConfig, testPasswords } from '../test/helper.js';
import { app } from './app.js';
import type { DatabaseHandle } from './db/client.js';

let database: DatabaseHandle;
const urls = new Set<string>();
beforeAll(async () => {
  database = await openTestDatabase();
  // Every route the app registers, as Fastify sees it: a new module's routes are walked without being listed here.
  const instance = Fastify();
  instance.addHook('onRoute', (route) => void urls.add(route.url));
  await instance.register(app, { config: testConfig(), db: database.db, clock: createTestClock(), passwords: testPasswords });
  await instance.ready();
  await instance.close();
});
afterAll(() => database.close());

describe('reserved club slugs', () => {
  it('hold the first segment of every /api path that is not a club’s', () => {
    const segments = new Set([...urls].filter((url) => url.startsWith('/api/')).map((url) => url.split('/')[2]!));
    expect(segments).toContain(':slug');
    const own = [...segments].filter((segment) => segment !== '' && !segment.startsWith(':'));
    expect(own.length).toBeGreaterThan(5);
    expect(own.filter((segment) => !(RESERVED_CLUB_SLUGS as readonly string[]).includes(segment))).toEqual([]);
  });
});
