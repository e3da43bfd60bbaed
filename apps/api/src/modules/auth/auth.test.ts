import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, useTestApp } from '../../../test/helper.js';
import { newId } from '@matchday/domain';
import { authThrottle, clubRoles, clubs, users } from '../../db/schema.js';

const t = useTestApp();

const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

describe('POST /api/login', () => {
  it('returns the user with roles and a token', async () => {
    const response = await login('Admin@Example.com', 'matchday-demo');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'admin@example.com',
      name: 'Alex Morgan',
      first_name: 'Alex',
      last_name: 'Morgan',
      roles: [
        { role: 'league_admin', club_slug: 'club1' },
        { role: 'league_admin', club_slug: 'club2' },
        { role: 'league_admin', club_slug: 'club3' },
      ],
    });
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers an unknown email and a wrong password with the same 401 body', async () => {
    const unknown = await login('nobody@example.com', 'matchday-demo', '10.0.0.2');
    const wrong = await login('single@example.com', 'wrong-password', '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid email or password', code: 'invalid_credentials' });
    expect(wrong.body).toBe(unknown.body);
  });

  it('refuses bad input with field errors', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'not-an-email', extra: true } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      errors: { email: expect.any(Array), password: expect.any(Array), extra: ['Unknown field'] },
    });
  });
});

describe('GET /api/me and POST /api/logout', () => {
  it('returns the current user, and 401 without or with a bad token', async () => {
    const token = await t.loginAs('single@example.com');
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'single@example.com', roles: [{ role: 'league_admin', club_slug: 'club2' }] });
    expect(response.json()).not.toHaveProperty('accessToken');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Authentication required', code: 'unauthenticated' });
    expect((await me('not-a-token')).statusCode).toBe(401);
  });

  it('logout revokes the presented token only', async () => {
    const first = await t.loginAs('single@example.com');
    const second = await t.loginAs('single@example.com');
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
    expect(response.statusCode).toBe(204);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});

describe('GET /api/me under concurrency', () => {
  it('answers requests arriving together with their own session, whatever the others carry', async () => {
    const single = await t.loginAs('single@example.com');
    const other = await t.loginAs('other@example.com');
    const revoked = await t.loginAs('single@example.com');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(revoked) });
    const tokens = [single, other, revoked, 'not-a-token', single, other, revoked, other];
    const responses = await Promise.all(tokens.map(me));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 401, 401, 200, 200, 401, 200]);
    expect(responses.map((response) => (response.statusCode === 200 ? response.json().email : null))).toEqual([
      'single@example.com',
      'other@example.com',
      null,
      null,
      'single@example.com',
      'other@example.com',
      null,
      'other@example.com',
    ]);
  });
});

describe('token expiry', () => {
  it('expires a token idle for longer than TOKEN_IDLE_MINUTES', async () => {
    const token = await t.loginAs('other@example.com');
    t.clock.advanceMinutes(59);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advanceMinutes(59);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advanceMinutes(61);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('expires a token TOKEN_TTL_HOURS after login even when in use', async () => {
    const token = await t.loginAs('other@example.com');
    for (let hour = 0; hour < 11; hour += 1) {
      t.clock.advanceMinutes(59);
      expect((await me(token)).statusCode).toBe(200);
    }
    t.clock.advanceMinutes(72);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('a role removed in the database takes effect on the next request', async () => {
    const token = await t.loginAs('admin@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/club3/show', headers: bearer(token) })).statusCode).toBe(200);
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    const [club3] = await t.database.db.select().from(clubs).where(eq(clubs.slug, 'club3'));
    await t.database.db.delete(clubRoles).where(and(eq(clubRoles.userId, admin!.id), eq(clubRoles.clubId, club3!.id)));
    expect((await t.app.inject({ method: 'GET', url: '/api/club3/show', headers: bearer(token) })).statusCode).toBe(403);
    expect((await me(token)).json().roles).toEqual([
      { role: 'league_admin', club_slug: 'club1' },
      { role: 'league_admin', club_slug: 'club2' },
    ]);
  });
});

describe('PUT /api/me', () => {
  const updateProfile = (token: string, lastName: string, email: string) =>
    t.app.inject({ method: 'PUT', url: '/api/me', headers: bearer(token), payload: { first_name: 'Nora', last_name: lastName, email } });

  it('updates the name and email', async () => {
    const token = await t.loginAs('norole@example.com');
    const response = await updateProfile(token, 'Lee-Smith', 'Nora.Lee@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Nora Lee-Smith', last_name: 'Lee-Smith', email: 'nora.lee@example.com', roles: [] });
    expect((await updateProfile(token, 'Lee', 'norole@example.com')).statusCode).toBe(200);
  });

  it('refuses an email another account uses, as a field error', async () => {
    const token = await t.loginAs('norole@example.com');
    const response = await updateProfile(token, 'Lee', 'ADMIN@example.com');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This email is already in use', code: 'conflict', errors: { email: ['This email is already in use'] } });
  });
});

describe('PUT /api/me/password', () => {
  it('checks the current password, refuses common ones, and signs out the other sessions', async () => {
    const current = await t.loginAs('other@example.com');
    const elsewhere = await t.loginAs('other@example.com');
    const change = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/me/password', headers: bearer(current), payload });

    const wrong = await change({ current_password: 'nope-nope', password: 'brand-new-secret-1', password_confirmation: 'brand-new-secret-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is not correct'] });

    const common = await change({ current_password: 'matchday-demo', password: 'Password123', password_confirmation: 'Password123' });
    expect(common.statusCode).toBe(400);
    expect(Object.keys(common.json().errors)).toEqual(['password']);

    const mismatch = await change({ current_password: 'matchday-demo', password: 'brand-new-secret-1', password_confirmation: 'other' });
    expect(mismatch.json().errors).toHaveProperty('password_confirmation');

    const ok = await change({ current_password: 'matchday-demo', password: 'brand-new-secret-1', password_confirmation: 'brand-new-secret-1' });
    expect(ok.statusCode).toBe(204);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login('other@example.com', 'brand-new-secret-1', '10.0.0.9')).statusCode).toBe(200);

    await change({ current_password: 'brand-new-secret-1', password: 'matchday-demo', password_confirmation: 'matchday-demo' });
  });

  it('lets a session guess the current password 5 times in 15 minutes, then 429', async () => {
    const session = await t.loginAs('norole@example.com');
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/password',
        headers: bearer(session),
        payload: { current_password: current, password: 'brand-new-secret-2', password_confirmation: 'brand-new-secret-2' },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change(`guess-${attempt}`)).statusCode).toBe(400);
    const blocked = await change('matchday-demo');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advanceMinutes(16);
  });
});

describe('login throttling', () => {
  it('blocks an account after 5 failures in 15 minutes, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('single@example.com', `wrong-${attempt}`, `10.1.0.${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login('single@example.com', 'matchday-demo', '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'too_many_requests' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    t.clock.advanceMinutes(16);
    expect((await login('single@example.com', 'matchday-demo', '10.1.0.99')).statusCode).toBe(200);
  });

  it('lets exactly 5 of 20 simultaneous wrong passwords be tried against one account, round after round', async () => {
    // Several rounds: an attempt settling while another request reads the bucket once let a 6th guess through.
    for (let round = 0; round < 5; round += 1) {
      const guesses = await Promise.all(Array.from({ length: 20 }, (_, index) => login('other@example.com', `guess-${index}`, `10.3.${round}.${index}`)));
      const codes = guesses.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(15);
      t.clock.advanceMinutes(16);
    }
  });

  it('signs in every one of 10 simultaneous logins with the right password', async () => {
    const logins = await Promise.all(Array.from({ length: 10 }, (_, index) => login('admin@example.com', 'matchday-demo', `10.4.0.${index}`)));
    expect(logins.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
  });

  it('does not count a login whose process died before its password was checked', async () => {
    // What a kill -9 mid-request leaves behind: places held in the account's bucket, never settled.
    const abandoned = t.clock();
    await t.database.db
      .insert(authThrottle)
      .values(Array.from({ length: 5 }, () => ({ id: newId(), bucket: 'login:account:single@example.com', createdAt: abandoned, pending: true })));
    t.clock.advanceMinutes(2);
    expect((await login('single@example.com', 'matchday-demo', '10.5.0.1')).statusCode).toBe(200);
  });

  it('blocks an IP after 20 failures across accounts', async () => {
    const ip = '10.2.0.1';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await login(`nobody${attempt}@example.com`, 'whatever-password', ip)).statusCode).toBe(401);
    }
    const blocked = await login('admin@example.com', 'matchday-demo', ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('admin@example.com', 'matchday-demo', '10.2.0.2')).statusCode).toBe(200);
    t.clock.advanceMinutes(16);
  });
});

describe('a flood of failed logins across addresses', () => {
  it('past 50 in 15 minutes, answers an unknown e-mail and a wrong password alike (429), and still signs in the right password', async () => {
    // Earlier tests' failures have aged out: only this flood counts.
    t.clock.advanceMinutes(16);
    for (let index = 0; index < 50; index += 1) expect((await login(`flood-${index}@example.com`, 'guess-guess', `10.6.0.${index}`)).statusCode).toBe(401);
    const unknown = await login('nobody-else@example.com', 'guess-guess', '10.6.1.1');
    const wrong = await login('single@example.com', 'guess-guess', '10.6.1.2');
    expect(unknown.statusCode).toBe(429);
    expect(wrong.statusCode).toBe(429);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.headers['retry-after']).toBe(unknown.headers['retry-after']);
    expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await login('single@example.com', 'matchday-demo', '10.6.1.3')).statusCode).toBe(200);
    t.clock.advanceMinutes(16);
    expect((await login('nobody-else@example.com', 'guess-guess', '10.6.1.4')).statusCode).toBe(401);
  });
});
