import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const t = useTestApp({ SMTP_URL: smtp.url });

// Every request from its own IP: the caps under test are per address, whoever asks.
let ips = 0;
const nextIp = () => `10.20.${Math.floor(ips / 250)}.${ips++ % 250}`;
const askCode = (email: string) => t.app.inject({ method: 'POST', url: '/api/public/clubs/club1/auth/code', payload: { email }, remoteAddress: nextIp() });
const verify = (email: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/public/clubs/club1/auth/verify', payload: { email, code }, remoteAddress: nextIp() });

/** Asks for a code and reads it from the mail the SMTP server received. */
async function newCode(email: string): Promise<{ right: string; wrong: string }> {
  const since = smtp.received.length;
  expect((await askCode(email)).statusCode).toBe(202);
  const right = /\b(\d{6})\b/.exec((await smtp.lastTo(email, since)).text)![1]!;
  return { right, wrong: right === '000000' ? '111111' : '000000' };
}

/** A new code whose five tries are all spent on wrong guesses; returns the code. */
async function usedUpCode(email: string): Promise<string> {
  const code = await newCode(email);
  for (let attempt = 0; attempt < 5; attempt += 1) await verify(email, code.wrong);
  return code.right;
}

const NOTICE = /Someone is trying to sign in to .* as you/;
async function noticesTo(email: string): Promise<string[]> {
  await t.app.jobs.drain();
  return smtp.received.filter((mail) => mail.to.includes(email) && NOTICE.test(mail.subject)).map((mail) => mail.body);
}

/** Past every step of the backoff, so that the next code request is not made to wait. */
const pastBackoff = () => t.clock.advanceMinutes(16);

describe('sign-in code requests for one address', () => {
  it('wait 30 s, then 1, 2, 4 and 8 minutes between them, and start again at 30 s after a quiet spell', async () => {
    const email = 'backoff@example.com';
    expect((await askCode(email)).statusCode).toBe(202);
    for (const seconds of [30, 60, 120, 240, 480]) {
      const refused = await askCode(email);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(seconds);
      t.clock.advanceMinutes(seconds / 120);
      expect((await askCode(email)).statusCode).toBe(429);
      t.clock.advanceMinutes(seconds / 120);
      expect((await askCode(email)).statusCode).toBe(202);
    }
    pastBackoff();
    expect((await askCode(email)).statusCode).toBe(202);
    expect(Number((await askCode(email)).headers['retry-after'])).toBe(30);
  });

  it('stop at 10 codes a day, and start again a day later', async () => {
    const email = 'daily-codes@example.com';
    for (let request = 0; request < 10; request += 1) {
      expect((await askCode(email)).statusCode).toBe(202);
      pastBackoff();
    }
    const refused = await askCode(email);
    expect(refused.statusCode).toBe(429);
    // The first of the ten ages out of the day 24 h after it was made, 10 × 16 minutes ago.
    expect(Number(refused.headers['retry-after'])).toBe((24 * 60 - 160) * 60);
    t.clock.advanceMinutes(24 * 60);
    expect((await askCode(email)).statusCode).toBe(202);
  });
});

describe('guesses at one address’s codes', () => {
  it('after five wrong tries refuse even the right code as used up, saying a new code is needed', async () => {
    const email = 'used-up@example.com';
    const code = await newCode(email);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await verify(email, code.wrong)).json()).toMatchObject({ code: 'invalid_sign_in_code' });
    const fifth = await verify(email, code.wrong);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({ code: 'sign_in_code_used_up', message: 'You have used every try for this code. Ask for a new code.' });
    const right = await verify(email, code.right);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ code: 'sign_in_code_used_up' });

    pastBackoff();
    const next = await newCode(email);
    expect((await verify(email, next.right)).statusCode).toBe(200);
  });

  it('stop at 15 a day from any number of IPs, the right code included, and start again a day later', async () => {
    const email = 'daily-guesses@example.com';
    for (let code = 0; code < 3; code += 1) {
      await usedUpCode(email);
      pastBackoff();
    }
    const fourth = await newCode(email);
    const refused = await verify(email, fourth.right);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advanceMinutes(24 * 60);
    const tomorrow = await newCode(email);
    expect((await verify(email, tomorrow.right)).statusCode).toBe(200);
  });

  it('tell the address’s owner by mail that someone is trying to sign in as them, at most once a day', async () => {
    const email = 'guessed@example.com';
    await usedUpCode(email);
    const [notice, ...more] = await noticesTo(email);
    expect(more).toEqual([]);
    expect(notice).toContain('entered wrongly 5 times');
    expect(notice).toContain('If it was you, no action is needed');
    expect(notice).toContain('someone is trying to sign in as you');

    pastBackoff();
    await usedUpCode(email);
    expect(await noticesTo(email)).toHaveLength(1);

    t.clock.advanceMinutes(24 * 60);
    await usedUpCode(email);
    expect(await noticesTo(email)).toHaveLength(2);
  });
});
