import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { bearer, useTestApp } from '../../../test/helper.js';
import { outbox } from '../../db/schema.js';

const t = useTestApp();

const requestReset = (email: string, remoteAddress = '10.3.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email }, remoteAddress, headers });
const resetPassword = (token: string, password: string, confirmation = password) =>
  t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password, password_confirmation: confirmation } });

async function lastLinkTo(email: string): Promise<string> {
  const [message] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
  const link = message?.body.match(/https:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no reset link sent to ${email}`);
  return link;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('POST /api/request-password-reset', () => {
  it('answers the same 202 whether or not the account exists, and mails only real accounts', async () => {
    const known = await requestReset('single@example.com', '10.3.0.1', { host: 'evil.example.org' });
    const unknown = await requestReset('ghost@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const link = await lastLinkTo('single@example.com');
    expect(link.startsWith('https://matchday.test/reset-password?token=')).toBe(true);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'ghost@example.com'))).toHaveLength(0);
  });

  it('allows 5 requests an hour per address, then 429 with Retry-After', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await requestReset('norole@example.com', `10.4.0.${attempt}`)).statusCode).toBe(202);
    }
    const blocked = await requestReset('NoRole@example.com', '10.4.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_requests');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advanceMinutes(61);
    expect((await requestReset('norole@example.com', '10.4.0.99')).statusCode).toBe(202);
  });

  it('accepts at most 5 of 20 simultaneous requests for one address', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => requestReset('burst@example.com', `10.6.0.${index}`)));
    const accepted = responses.filter((response) => response.statusCode === 202).length;
    expect(accepted).toBeLessThanOrEqual(5);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(20 - accepted);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the password once, and signs out every session of the user', async () => {
    const session = await t.loginAs('other@example.com');
    await requestReset('other@example.com', '10.5.0.1');
    const token = tokenOf(await lastLinkTo('other@example.com'));

    const mismatch = await resetPassword(token, 'a-new-passphrase', 'different');
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords do not match'] });
    const common = await resetPassword(token, 'iloveyou123');
    expect(common.statusCode).toBe(400);
    expect(Object.keys(common.json().errors)).toEqual(['password']);

    expect((await resetPassword(token, 'a-new-passphrase')).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session) })).statusCode).toBe(401);
    expect((await t.loginAs('other@example.com', 'a-new-passphrase')).length).toBeGreaterThan(0);

    const reused = await resetPassword(token, 'another-passphrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'invalid_reset_token' });
  });

  it('refuses an unknown or expired token', async () => {
    expect((await resetPassword('made-up-token', 'a-new-passphrase')).json().code).toBe('invalid_reset_token');
    await requestReset('admin@example.com', '10.6.0.1');
    const token = tokenOf(await lastLinkTo('admin@example.com'));
    t.clock.advanceMinutes(61);
    const expired = await resetPassword(token, 'a-new-passphrase');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_reset_token');
  });

  it('lets exactly one of 20 concurrent uses of a token succeed', async () => {
    await requestReset('single@example.com', '10.7.0.1');
    const token = tokenOf(await lastLinkTo('single@example.com'));
    const responses = await Promise.all(Array.from({ length: 20 }, () => resetPassword(token, 'race-winner-pass')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
  });
});
