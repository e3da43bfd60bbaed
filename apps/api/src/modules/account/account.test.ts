import { describe, expect, it } from 'vitest';
import { newId } from '@matchday/domain';
import { useTestApp } from '../../../test/helper.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { commonPasswordCount, isCommonPassword } from './password-policy.js';

const t = useTestApp();

const register = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/account/register', payload, remoteAddress });
const person = (email: string, overrides: Record<string, unknown> = {}) => ({
  id: newId(),
  email,
  password: 'correct horse battery',
  firstName: 'Riley',
  lastName: 'Chen',
  ...overrides,
});

describe('POST /api/account/register', () => {
  it('creates the account with the browser’s id, without signing in', async () => {
    const payload = person('Riley.Chen@Example.com');
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: payload.id,
      email: 'riley.chen@example.com',
      name: 'Riley Chen',
      first_name: 'Riley',
      last_name: 'Chen',
      roles: [],
    });
    expect(response.json()).not.toHaveProperty('accessToken');
    expect((await t.loginAs('riley.chen@example.com', 'correct horse battery')).length).toBeGreaterThan(40);
  });

  it('refuses a taken email and a taken id as 409 field errors', async () => {
    const taken = await register(person('ADMIN@example.com'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'conflict',
      errors: { email: ['An account with this email already exists'] },
    });
    const first = person('id-owner@example.com');
    expect((await register(first)).statusCode).toBe(201);
    const sameId = await register(person('someone-else@example.com', { id: first.id }));
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json().errors).toEqual({ id: ['This id is already taken'] });
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
    const response = await register({ id: 'short', email: 42, firstName: '', admin: true });
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
