import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { createAuthService } from '../modules/auth/service.js';
import { createMailer } from '../modules/mail/mailer.js';
import { createThrottle } from '../modules/throttle/service.js';

// The real factories, counted: a module or plugin that built its own mailer or throttle would call them again.
vi.mock('../modules/mail/mailer.js', async (original) => {
  const actual = await original<typeof import('../modules/mail/mailer.js')>();
  return { ...actual, createMailer: vi.fn(actual.createMailer) };
});
vi.mock('../modules/throttle/service.js', async (original) => {
  const actual = await original<typeof import('../modules/throttle/service.js')>();
  return { ...actual, createThrottle: vi.fn(actual.createThrottle) };
});
vi.mock('../modules/auth/service.js', async (original) => {
  const actual = await original<typeof import('../modules/auth/service.js')>();
  return { ...actual, createAuthService: vi.fn(actual.createAuthService) };
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('composition root', () => {
  it('builds the mailer, the throttle and the auth service once, from the database and clock the app was given', () => {
    for (const factory of [createMailer, createThrottle, createAuthService]) expect(factory).toHaveBeenCalledTimes(1);
    // By identity: a deep comparison of database handles would walk the whole driver.
    const [mailerDeps] = vi.mocked(createMailer).mock.calls[0]!;
    const [throttleDb, throttleClock] = vi.mocked(createThrottle).mock.calls[0]!;
    const [authDeps] = vi.mocked(createAuthService).mock.calls[0]!;
    for (const db of [mailerDeps.db, throttleDb, authDeps.db]) expect(db === t.database.db).toBe(true);
    for (const clock of [mailerDeps.clock, throttleClock, authDeps.clock]) expect(clock === t.clock).toBe(true);
    expect(authDeps.throttle === t.app.throttle).toBe(true);
    expect(t.app.mailer === vi.mocked(createMailer).mock.results[0]!.value).toBe(true);
  });
});
