import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clubs } from '../../db/schema.js';
import { bearer } from '../../../test/helper.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { createStripeTestApp, type StripeTestContext } from '../../../test/stripe-harness.js';
import { assertCardPaymentsAvailable, cardPaymentsAccount } from './card-payments.js';

let t: StripeTestContext;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createStripeTestApp({ SMTP_URL: sink.url, PLATFORM_FEE_BPS: '150' });
  admin = await t.loginAs('admin@example.com');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token = admin) => t.app.inject({ method: 'POST', url, headers: bearer(token) });
const onboardingDone = async (slug: string) =>
  (await get(`/api/${slug}/show`)).json<{ stripe_connect: { onboarding_done: boolean } }>().stripe_connect.onboarding_done;
const clubRow = async (slug: string) => (await t.database.db.select().from(clubs).where(eq(clubs.slug, slug)))[0]!;
const path = (url: string) => new URL(url).pathname + new URL(url).search;

describe('onboarding (club3: connect on, not onboarded)', () => {
  let onboardingUrl: string;

  it('starts not connected', async () => {
    const response = await get('/api/club3/connect/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: 'not_connected', account_id: null, onboarding_done: false, platform_fee_bps: 150 });
  });

  it('creates the account and answers an onboarding URL on the fake', async () => {
    const response = await post('/api/club3/connect/onboarding');
    expect(response.statusCode).toBe(200);
    onboardingUrl = response.json<{ url: string }>().url;
    expect(onboardingUrl.startsWith(`${t.fake.url}/_onboard/`)).toBe(true);
    const created = t.fake.requests().find((request) => request.path === '/v1/accounts' && request.method === 'POST');
    expect(created?.idempotency_key).toBe(`connect-account:${(await clubRow('club3')).id}`);
    const status = (await get('/api/club3/connect/status')).json();
    expect(status).toMatchObject({ state: 'onboarding_incomplete', onboarding_done: false });
    expect(status.requirements.currently_due.length).toBeGreaterThan(0);
  });

  it('resuming makes a new link for the same account', async () => {
    const again = (await post('/api/club3/connect/onboarding')).json<{ url: string }>().url;
    expect(again).not.toBe(onboardingUrl);
    expect(t.fake.requests().filter((request) => request.path === '/v1/accounts' && request.method === 'POST')).toHaveLength(1);
  });

  it('leaves onboarding_done false when the admin merely comes back', async () => {
    const page = await fetch(onboardingUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Submit details');
    const back = await fetch(`${onboardingUrl}/leave`, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('https://matchday.test/club/club3/connect-integration?return=1');
    expect(await onboardingDone('club3')).toBe(false);
    expect((await get('/api/club3/connect/status')).json().state).toBe('onboarding_incomplete');
  });

  it("sends a used link's visitor to the signed refresh URL, which makes a fresh link (303)", async () => {
    const revisit = await fetch(onboardingUrl, { redirect: 'manual' });
    expect(revisit.status).toBe(303);
    const refresh = revisit.headers.get('location')!;
    expect(refresh).toMatch(/^https:\/\/matchday\.test\/api\/public\/connect\/refresh\/club3\?exp=\d+&sig=/);
    const fresh = await t.app.inject({ method: 'GET', url: path(refresh) });
    expect(fresh.statusCode).toBe(303);
    expect(fresh.headers.location).toMatch(new RegExp(`^${t.fake.url}/_onboard/`));
    onboardingUrl = String(fresh.headers.location);

    const forged = await t.app.inject({ method: 'GET', url: path(refresh).replace('club3', 'club1') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('invalid_signature');
    const tampered = await t.app.inject({ method: 'GET', url: path(refresh).replace(/exp=\d+/, 'exp=9999999999') });
    expect(tampered.statusCode).toBe(400);
  });

  it("turns onboarding_done on from Stripe's signed account.updated after Submit", async () => {
    expect((await fetch(onboardingUrl)).status).toBe(200);
    const submitted = await fetch(`${onboardingUrl}/submit`, { method: 'POST', redirect: 'manual' });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe('https://matchday.test/club/club3/connect-integration?return=1');
    // Stored and answered at once; processed by the job.
    expect(await onboardingDone('club3')).toBe(false);
    await t.app.jobs.drain();
    expect(await onboardingDone('club3')).toBe(true);
    expect((await get('/api/club3/connect/status')).json()).toMatchObject({
      state: 'active',
      charges_enabled: true,
      payouts_enabled: true,
      onboarding_done: true,
    });
  });

  it('writes every change of the account to History', async () => {
    const club = await clubRow('club3');
    const entries = await t.database.db
      .select({ action: auditLog.action, changes: auditLog.changes, actor: auditLog.actorName })
      .from(auditLog)
      .where(and(eq(auditLog.clubId, club.id), eq(auditLog.entityType, 'stripe_account')))
      .orderBy(auditLog.createdAt);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]!.changes).toMatchObject({ state: { before: 'onboarding_incomplete', after: 'active' } });
    expect(entries[1]!.actor).toBe('Stripe');
  });

  it('disconnects: the account is forgotten and card payments refused', async () => {
    const response = await post('/api/club3/connect/disconnect');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: 'not_connected', onboarding_done: false });
    expect(await onboardingDone('club3')).toBe(false);
    expect(await cardPaymentsAccount(t.database.db, await clubRow('club3'), 150)).toBeNull();
  });
});

describe('a restricted account (club1)', () => {
  const accountId = 'acct_demo_club1';
  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address) && mail.text.includes('Action needed'));

  it('takes card payments while active, with the platform fee in force', async () => {
    expect((await get('/api/club1/connect/status')).json()).toMatchObject({ state: 'active', account_id: accountId });
    expect(await assertCardPaymentsAvailable(t.database.db, await clubRow('club1'), 150)).toEqual({ accountId, feeBps: 150 });
  });

  it('shows the payouts', async () => {
    const { payouts } = (await get('/api/club1/connect/payouts')).json<{ payouts: { amount_cents: number; status: string }[] }>();
    expect(payouts.map((payout) => payout.status)).toEqual(['in_transit', 'paid', 'paid']);
    expect(payouts[0]!.amount_cents).toBe(12_975);
  });

  it('is restricted with its deadline, refuses card payments with 409, and alerts the admins once per deadline', async () => {
    const deadline = new Date(t.clock().getTime() + 5 * 86_400_000);
    await t.fake.restrictAccount(accountId, { deadline, currentlyDue: ['individual.verification.document'] });
    await t.app.jobs.drain();
    const status = (await get('/api/club1/connect/status')).json();
    expect(status).toMatchObject({
      state: 'restricted',
      charges_enabled: false,
      onboarding_done: false,
      requirements: {
        currently_due: ['individual.verification.document'],
        current_deadline: new Date(Math.floor(deadline.getTime() / 1000) * 1000).toISOString(),
      },
    });
    await expect(assertCardPaymentsAvailable(t.database.db, await clubRow('club1'), 150)).rejects.toMatchObject({
      statusCode: 409,
      code: 'payments_unavailable',
    });

    // The same deadline again (another event, a status read): no second alert.
    await t.fake.restrictAccount(accountId, { deadline, currentlyDue: ['individual.verification.document'] });
    await t.app.jobs.drain();
    await get('/api/club1/connect/status');
    await t.app.jobs.drain();
    await sink.lastTo('admin@example.com');
    expect(mailsTo('admin@example.com')).toHaveLength(1);
    expect(mailsTo('admin@example.com')[0]!.text).toContain('an identity document');
    expect(mailsTo('admin@example.com')[0]!.text).toContain('https://matchday.test/club/club1/connect-integration');

    // A new deadline is a new alert.
    await t.fake.restrictAccount(accountId, { deadline: new Date(deadline.getTime() + 86_400_000) });
    await t.app.jobs.drain();
    for (let waited = 0; mailsTo('admin@example.com').length < 2 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mailsTo('admin@example.com')).toHaveLength(2);
  });

  it('says nothing by e-mail about a deadline still far away', async () => {
    const before = mailsTo('admin@example.com').length;
    await t.fake.restrictAccount(accountId, { deadline: new Date(t.clock().getTime() + 30 * 86_400_000), chargesEnabled: true });
    await t.app.jobs.drain();
    expect((await get('/api/club1/connect/status')).json().state).toBe('active');
    expect(mailsTo('admin@example.com')).toHaveLength(before);
  });

  it('disconnects when the club removes Matchday from its Stripe account', async () => {
    await t.fake.emitEvent('account.application.deauthorized', accountId, { id: 'ca_matchday', object: 'application' });
    await t.app.jobs.drain();
    expect((await get('/api/club1/connect/status')).json().state).toBe('not_connected');
    expect(await onboardingDone('club1')).toBe(false);
  });
});

describe('who may see it', () => {
  it('answers 404 connect_not_enabled for a club without the connect flag', async () => {
    const response = await get('/api/club2/connect/status');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('connect_not_enabled');
  });

  it("refuses another club's admin (403) and anonymous callers (401)", async () => {
    const other = await t.loginAs('other@example.com');
    expect((await get('/api/club1/connect/status', other)).statusCode).toBe(403);
    expect((await post('/api/club1/connect/onboarding', other)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/club1/connect/status' })).statusCode).toBe(401);
  });
});
