import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { useTestApp } from '../../../test/helper.js';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const t = useTestApp({ SMTP_URL: smtp.url });

const askCode = (email: string, slug = 'club1', ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/public/clubs/${slug}/auth/code`, payload: { email }, remoteAddress: ip });
const verify = (email: string, code: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/public/clubs/club1/auth/verify', payload: { email, code }, remoteAddress: ip });
async function mailedCode(email: string, since: number): Promise<string> {
  await t.app.jobs.drain();
  return /\b(\d{6})\b/.exec((await smtp.lastTo(email, since)).text)![1]!;
}

describe('signing in on a club’s site with an e-mailed code', () => {
  it('answers 202 whether or not the address is a player, and keeps the code out of the stored outbox', async () => {
    const since = smtp.received.length;
    const asked = await askCode('Someone.New@Example.com');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ sent: true });
    const code = await mailedCode('someone.new@example.com', since);
    const stored = await t.database.db.query.outbox.findMany();
    expect(stored.some((row) => row.body.includes(code) || row.subject.includes(code))).toBe(false);
  });

  it('signs in with the right code once; a used code, an expired one and the sixth guess are refused', async () => {
    let since = smtp.received.length;
    await askCode('player.one@example.com');
    const code = await mailedCode('player.one@example.com', since);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify('player.one@example.com', wrong)).json()).toMatchObject({ code: 'invalid_sign_in_code' });
    const session = await verify('player.one@example.com', code);
    expect(session.statusCode).toBe(200);
    const token = session.json<{ token: string }>().token;
    expect((await t.app.inject({ method: 'GET', url: '/api/public/clubs/club1/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    // Another club's site does not know this session.
    expect((await t.app.inject({ method: 'GET', url: '/api/public/clubs/club2/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await verify('player.one@example.com', code)).statusCode).toBe(401);

    since = smtp.received.length;
    await askCode('player.two@example.com');
    const second = await mailedCode('player.two@example.com', since);
    const guess = second === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await verify('player.two@example.com', guess)).statusCode).toBe(401);
    expect((await verify('player.two@example.com', second)).json()).toMatchObject({ code: 'sign_in_code_used_up' });

    since = smtp.received.length;
    await askCode('player.three@example.com');
    const third = await mailedCode('player.three@example.com', since);
    t.clock.advanceMinutes(11);
    expect((await verify('player.three@example.com', third)).statusCode).toBe(401);
  });

  it('makes an address wait between code requests, and a signed-out session is gone', async () => {
    expect((await askCode('busy@example.com', 'club1', '10.0.0.9')).statusCode).toBe(202);
    expect((await askCode('busy@example.com', 'club1', '10.0.0.8')).statusCode).toBe(429);
    const since = smtp.received.length;
    await askCode('leaver@example.com', 'club1', '10.0.0.10');
    const token = (await verify('leaver@example.com', await mailedCode('leaver@example.com', since), '10.0.0.10')).json<{ token: string }>().token;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/public/clubs/club1/auth/sign-out', headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/clubs/club1/me', headers })).statusCode).toBe(401);
  });
});
