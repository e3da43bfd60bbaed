import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { bearer, testPasswords, useTestApp } from '../../../test/helper.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { outbox, passwordResetTokens, users } from '../../db/schema.js';

const sink = await startSmtpSink();
afterAll(() => sink.close());
afterEach(() => vi.restoreAllMocks());
const t = useTestApp({ SMTP_URL: sink.url });

let mailsBeforeRequest = 0;
function requestReset(email: string, remoteAddress = '10.3.0.1', headers: Record<string, string> = {}) {
  mailsBeforeRequest = sink.received.length;
  return t.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email }, remoteAddress, headers });
}
let resetAddress = 0;
/** Each call from its own address unless told, so the per-address limit on reset attempts stays out of the way. */
const resetPassword = (
  token: string,
  password: string,
  confirmation = password,
  remoteAddress = `10.9.${Math.floor(resetAddress / 250)}.${resetAddress++ % 250}`,
) => t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password, password_confirmation: confirmation }, remoteAddress });

/** The link in the newest message the SMTP server received for the address (mail is delivered, not read from the database). */
async function lastLinkTo(email: string): Promise<string> {
  const mail = await sink.lastTo(email, mailsBeforeRequest);
  const link = mail.text.match(/https:\/\/\S+/)?.[0];
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
    // The rest lose the race for the token, or are turned away by the bounded hashing queue (503, Retry-After).
    expect(statuses.filter((status) => status === 400 || status === 503)).toHaveLength(19);
  });
});

describe('reset links are secrets', () => {
  it('keeps the message in the outbox without its link', async () => {
    await requestReset('norole@example.com', '10.8.0.1');
    const token = tokenOf(await lastLinkTo('norole@example.com'));
    const latest = async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'norole@example.com')).orderBy(desc(outbox.id)).limit(1))[0];
    // The job marks the message sent once the SMTP server has answered, a moment after the mail arrives there.
    await vi.waitFor(async () => expect((await latest())?.sentAt).not.toBeNull(), { timeout: 10_000 });
    const stored = await latest();
    expect(stored!.body).not.toContain(token);
    expect(stored!.body).toContain('[removed: sent by mail only]');
  });

  it('looks a token up before hashing anything: a bogus one costs no argon2 run', async () => {
    const hash = vi.spyOn(testPasswords, 'hash');
    const response = await resetPassword('x'.repeat(43), 'a-new-passphrase');
    expect(response.json().code).toBe('invalid_reset_token');
    expect(hash).not.toHaveBeenCalled();
  });

  it('counts reset attempts per address: the 11th within 15 minutes is refused', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await resetPassword(`bogus-${attempt}`, 'a-new-passphrase', undefined, '10.10.0.1')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('ends every outstanding link once one of them is used', async () => {
    await requestReset('single@example.com', '10.11.0.1');
    const first = tokenOf(await lastLinkTo('single@example.com'));
    t.clock.advanceMinutes(1);
    await requestReset('single@example.com', '10.11.0.2');
    const second = tokenOf(await lastLinkTo('single@example.com'));
    expect(second).not.toBe(first);
    expect((await resetPassword(second, 'second-link-wins')).statusCode).toBe(204);
    expect((await resetPassword(first, 'first-link-too')).json().code).toBe('invalid_reset_token');
    expect((await t.loginAs('single@example.com', 'second-link-wins')).length).toBeGreaterThan(0);
  });

  it('only the newest link works: an earlier one is refused once a newer one was sent, even in the same instant', async () => {
    await requestReset('norole@example.com', '10.13.0.1');
    const first = tokenOf(await lastLinkTo('norole@example.com'));
    await requestReset('norole@example.com', '10.13.0.2');
    const second = tokenOf(await lastLinkTo('norole@example.com'));
    expect((await resetPassword(first, 'older-link-password')).json().code).toBe('invalid_reset_token');
    expect((await resetPassword(second, 'newest-link-password')).statusCode).toBe(204);
    expect((await t.loginAs('norole@example.com', 'newest-link-password')).length).toBeGreaterThan(0);
  });

  it('leaves one live link of a user after simultaneous requests', async () => {
    t.clock.advanceMinutes(61);
    await Promise.all(
      ['10.14.0.1', '10.14.0.2', '10.14.0.3'].map((ip) =>
        t.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: 'other@example.com' }, remoteAddress: ip }),
      ),
    );
    const user = (await t.database.db.select().from(users).where(eq(users.email, 'other@example.com')))[0]!;
    const live = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    expect(live).toHaveLength(1);
  });

  it('ends a link issued before the password was changed in the profile', async () => {
    t.clock.advanceMinutes(1);
    await requestReset('admin@example.com', '10.12.0.1');
    const token = tokenOf(await lastLinkTo('admin@example.com'));
    t.clock.advanceMinutes(1);
    const session = await t.loginAs('admin@example.com');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: bearer(session),
      payload: { current_password: 'matchday-demo', password: 'changed-in-profile', password_confirmation: 'changed-in-profile' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await resetPassword(token, 'stale-link-password')).json().code).toBe('invalid_reset_token');
  });
});
