import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { IdSchema, newRegistrationKey } from '@matchday/domain';
import { testPasswords, useTestApp } from '../../../test/helper.js';
import { users } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { commonPasswordCount, isCommonPassword } from './password-policy.js';
import { createAccountService } from './service.js';

const t = useTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

const register = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/account/register', payload, remoteAddress });
const person = (email: string, overrides: Record<string, unknown> = {}) => ({
  id: newRegistrationKey(),
  email,
  password: 'correct horse battery',
  firstName: 'Riley',
  lastName: 'Chen',
  ...overrides,
});

/** The accounts with this email, as rows: a sign-up and its retries must leave exactly one. */
const accountsOf = (email: string) =>
  t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);

describe('POST /api/account/register', () => {
  it('takes the spec’s PIN-like id (six digits) and gives the account a ULID of its own, without signing in', async () => {
    const payload = person('Riley.Chen@Example.com', { id: '123456' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toEqual({
      id: expect.any(String),
      email: 'riley.chen@example.com',
      name: 'Riley Chen',
      first_name: 'Riley',
      last_name: 'Chen',
      roles: [],
    });
    expect(IdSchema.safeParse(user.id).success).toBe(true);
    expect(user).not.toHaveProperty('accessToken');
    const [row] = await accountsOf('riley.chen@example.com');
    expect(row).toMatchObject({ id: user.id, registrationKey: '123456' });
    expect((await t.loginAs('riley.chen@example.com', 'correct horse battery')).length).toBeGreaterThan(40);
  });

  it('answers a retry (same id, same email) with the same account: 201, one row, no second hashing', async () => {
    const payload = person('retry@example.com', { id: '4821-9377' });
    const first = await register(payload);
    expect(first.statusCode).toBe(201);
    const hash = vi.spyOn(testPasswords, 'hash');
    const retry = await register({ ...payload, email: 'Retry@Example.com' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(hash).not.toHaveBeenCalled();
    expect(await accountsOf('retry@example.com')).toHaveLength(1);
  });

  it('recognises a retry by its id and email alone: the account the first request made, whatever else the retry says', async () => {
    const payload = person('changed-mind@example.com');
    const first = await register(payload);
    const retry = await register({ ...payload, password: 'another long passphrase', firstName: 'Robin' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.json().first_name).toBe('Riley');
    expect((await t.loginAs('changed-mind@example.com', 'correct horse battery')).length).toBeGreaterThan(40);
  });

  it('answers 10 concurrent retries of one sign-up with one account: all 201, one user id, one row, one hash', async () => {
    const payload = person('burst@example.com', { id: '7777-0000' });
    const hash = vi.spyOn(testPasswords, 'hash');
    const responses = await Promise.all(Array.from({ length: 10 }, () => register(payload)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await accountsOf('burst@example.com')).toHaveLength(1);
    expect(hash).toHaveBeenCalledTimes(1);
  });

  it('answers a retry that reached another process first with that process’s account (the database decides)', async () => {
    // Two services on one database, as two processes behind a load balancer: neither knows what the other is doing.
    const services = [0, 1, 2].map(() => createAccountService({ db: t.database.db, clock: t.clock, passwords: testPasswords, throttle: t.app.throttle }));
    const input = { id: '2468-1357', email: 'twin@example.com', password: 'correct horse battery', firstName: 'Tam', lastName: 'Ivy' };
    const answers = await Promise.all(services.map((service, index) => service.register(input, `10.22.0.${index}`)));
    expect(new Set(answers.map((user) => user.id)).size).toBe(1);
    expect(await accountsOf('twin@example.com')).toHaveLength(1);
  });

  it('counts the id per email: another email with the same id is another account; another id with a taken email is a 409', async () => {
    const first = await register(person('pin-one@example.com', { id: '1234' }));
    const second = await register(person('pin-two@example.com', { id: '1234' }));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).not.toBe(first.json().id);
    expect(second.json().email).toBe('pin-two@example.com');

    const taken = await register(person('ADMIN@example.com'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'conflict',
      errors: { email: ['An account with this email already exists'] },
    });
    const otherId = await register(person('pin-one@example.com', { id: '4321' }));
    expect(otherId.statusCode).toBe(409);
    expect(otherId.json().errors).toEqual({ email: ['An account with this email already exists'] });
  });

  it('counts a retry like any sign-up, so a guessed id answers no differently than a wrong one once the email’s limit is reached', async () => {
    const payload = person('counted@example.com');
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await register(payload, `10.23.0.${attempt}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await register(person('counted@example.com'), '10.23.0.9')).statusCode).toBe(429);
  });

  it('refuses an id that is not PIN-like: fewer than 4 or more than 64 letters, digits or dashes', async () => {
    for (const id of ['123', 'x'.repeat(65), '12 34', '12_34', '../..']) {
      const response = await register(person('bad-id@example.com', { id }));
      expect(response.statusCode, id).toBe(400);
      expect(response.json().errors, id).toEqual({ id: ['Must be 4 to 64 letters, digits or dashes'] });
    }
  });

  it('applies the password policy: 8 to 128 characters, not a common password', async () => {
    const short = await register(person('short@example.com', { password: 'seven77' }));
    expect(short.json().errors).toEqual({ password: ['Must be at least 8 characters'] });
    const long = await register(person('long@example.com', { password: 'x'.repeat(129) }));
    expect(long.json().errors).toEqual({ password: ['Must be at most 128 characters'] });
    const common = await register(person('common@example.com', { password: 'Baseball1' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password[0]).toMatch(/too common/);
    expect((await register(person('eight@example.com', { password: 'zq8!vk2m' }))).statusCode).toBe(201);
  });

  it('refuses missing, mistyped and unknown fields', async () => {
    const response = await register({ id: 'no', email: 42, firstName: '', admin: true });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['admin', 'email', 'firstName', 'id', 'lastName', 'password']);
  });

  it('lets exactly one of 30 concurrent sign-ups with one email through', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, (_, index) => register(person('race@example.com'), `10.20.0.${index}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // Beyond 3 sign-ups an hour for one email, the rest are not even hashed.
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().errors).toEqual({ email: ['An account with this email already exists'] });
    }
  });
});

describe('sign-up throttling', () => {
  it('accepts 20 sign-ups an hour from one address, then 429 with Retry-After, and none of the refused is hashed', async () => {
    const statuses = [];
    for (let index = 0; index < 20; index += 1) statuses.push((await register(person(`flood-${index}@example.com`), '10.21.0.1')).statusCode);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const refused = await register(person('flood-20@example.com'), '10.21.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advanceMinutes(61);
    expect((await register(person('flood-20@example.com'), '10.21.0.1')).statusCode).toBe(201);
  });
});

describe('common password list', () => {
  it('ships at least 3,000 passwords, checked case-insensitively, and the demo password is not one', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(3000);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
  });
});
