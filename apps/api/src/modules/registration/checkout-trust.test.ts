import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { newId, type FailedJob, type MyRegistrations, type RegistrationResult } from '@matchday/domain';
import { ledgerEntries, orders, players, teams } from '../../db/schema.js';
import { bearer } from '../../../test/helper.js';
import { insertLeague, insertTeam } from '../../../test/fixtures.js';
import { useStripeTestAppWithMail } from '../../../test/stripe-harness.js';
import { payOnFake, playerBearer, publicRegistration, sessionFor } from './test-support.js';

/** Issue 19 §1–§3: a registration never fails because the server was slow, one click is one order, and a Stripe event is believed only for its own order. */
const { smtp, t } = await useStripeTestAppWithMail();

const CLUB_ACCOUNT = 'acct_demo_club1';
const INTRUDER = 'acct_other_club_intruder';

let addresses = 0;
/** Each registrant from an address of their own (open checkouts per address are limited, and tested elsewhere). */
const { register: registerFrom, joinWaitlist } = publicRegistration(t);
const register = (token: string, leagueId: string, body: Record<string, unknown> = {}) =>
  registerFrom(token, leagueId, body, `198.51.100.${(addresses += 1) % 250}`);
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const teamRow = async (id: string) => (await t.database.db.select().from(teams).where(eq(teams.id, id)))[0];
const paymentsOf = (orderId: string) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'payment')));
const sessionsCreated = () =>
  t.fake.requests().filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions' && request.status === 200);
const failedTasks = async () => {
  const admin = await t.loginAs('admin@example.com');
  return (await t.app.inject({ method: 'GET', url: '/api/club1/jobs/failed', headers: bearer(admin) })).json<FailedJob[]>();
};

/** A captain's open checkout in a fresh captains_pay league ($280). */
async function openCheckout(name: string) {
  const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 28_000 });
  const token = await sessionFor(t, 'club1', `${name.toLowerCase().replace(/\W/g, '.')}@example.com`);
  const response = await register(token, league.id, { team_name: name });
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json<RegistrationResult>();
  return { league, token, result, order: await orderRow(result.order_id!) };
}

/** A checkout.session.completed as another connected account (or the club's own, for another session) could send, correctly signed. */
const forgedSession = (orderId: string, overrides: Record<string, unknown> = {}) => ({
  id: `cs_forged_${Math.random().toString(36).slice(2)}`,
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  currency: 'usd',
  amount_total: 50,
  payment_intent: `pi_forged_${Math.random().toString(36).slice(2)}`,
  client_reference_id: orderId,
  metadata: { order_id: orderId },
  ...overrides,
});

describe('a registration does not fail because the server was slow', () => {
  it('takes 30 captains in a row to Checkout while every clock read finds 40 s gone, and keeps each place until its session ends', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 9_000, teamCapacity: 40 });
    const tokens = await Promise.all(Array.from({ length: 30 }, (_, index) => sessionFor(t, 'club1', `slow${index}@example.com`)));
    t.clock.driftPerRead(40_000);
    t.fake.useClock(t.clock.peek);
    try {
      const results: RegistrationResult[] = [];
      for (const [index, token] of tokens.entries()) {
        const response = await register(token, league.id, { team_name: `Patient ${index}` });
        expect(response.statusCode, response.body).toBe(201);
        results.push(response.json<RegistrationResult>());
      }
      expect(results.every((result) => result.checkout_url?.includes('/_pay/'))).toBe(true);
      for (const result of results) {
        const order = await orderRow(result.order_id!);
        const session = await t.app.stripe.checkout.sessions.retrieve(order.checkoutSessionId!, {}, { stripeAccount: CLUB_ACCOUNT });
        // The hold lasts as long as the session can be paid, never less.
        expect(order.expiresAt!.getTime()).toBeGreaterThanOrEqual(session.expires_at * 1000);
        expect((await teamRow(result.team_id!))!.holdExpiresAt!.getTime()).toBe(order.expiresAt!.getTime());
      }
    } finally {
      t.clock.driftPerRead(0);
      t.fake.useClock(t.clock);
    }
  });

  it('gives exactly one checkout to 20 captains racing for the last place, and that checkout can be paid', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 9_500, teamCapacity: 2 });
    await insertTeam(t.database.db, league.id, { name: 'Already In' });
    const tokens = await Promise.all(Array.from({ length: 20 }, (_, index) => sessionFor(t, 'club1', `lastplace${index}@example.com`)));
    const before = sessionsCreated().length;
    t.clock.driftPerRead(5_000);
    t.fake.useClock(t.clock.peek);
    const answers = await Promise.all(tokens.map((token, index) => register(token, league.id, { team_name: `Last ${index}` }))).finally(() => {
      t.clock.driftPerRead(0);
      t.fake.useClock(t.clock);
    });
    const won = answers.filter((answer) => answer.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().code === 'league_full')).toBe(true);
    expect(sessionsCreated().length - before).toBe(1);
    const result = won[0]!.json<RegistrationResult>();
    await payOnFake(t, result);
    expect(await orderRow(result.order_id!)).toMatchObject({ status: 'paid' });
    expect((await teamRow(result.team_id!))!.holdExpiresAt).toBeNull();
  });
});

describe('one intent, one order', () => {
  it('answers two simultaneous Pay clicks on a balance with one order and one Checkout session, paid once', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 28_000, depositCents: 10_000 });
    const token = await sessionFor(t, 'club1', 'double.click@example.com');
    const created = await register(token, league.id, { team_name: 'Double Clickers', pay_deposit: true });
    expect(created.statusCode, created.body).toBe(201);
    await payOnFake(t, created.json<RegistrationResult>());
    const mine = (await t.app.inject({ method: 'GET', url: '/api/public/clubs/club1/me', headers: playerBearer(token) })).json<MyRegistrations>();
    const registrationId = mine.registrations.find((row) => row.league.id === league.id)!.id;
    const before = sessionsCreated().length;
    const pay = () => t.app.inject({ method: 'POST', url: `/api/public/clubs/club1/me/registrations/${registrationId}/pay`, headers: playerBearer(token) });
    const clicks = await Promise.all([pay(), pay()]);
    expect(clicks.map((click) => click.statusCode)).toEqual([200, 200]);
    const [first, second] = clicks.map((click) => click.json<{ order_id: string; checkout_url: string }>());
    expect(second).toEqual(first);
    expect(sessionsCreated().length - before).toBe(1);
    const balanceOrders = await t.database.db.select().from(orders).where(eq(orders.paysBalanceOf, registrationId));
    expect(balanceOrders).toHaveLength(1);
    await payOnFake(t, { ...first!, registration_id: registrationId, team_id: null, outcome: 'checkout', amount_cents: 18_000 });
    expect(await paymentsOf(first!.order_id)).toHaveLength(1);
  });
});

describe('a Stripe event is believed only for the order it belongs to', () => {
  it('changes no order, place or ledger entry for a signed checkout event from another connected account, and alerts the admin', async () => {
    t.fake.seedAccount(INTRUDER, { name: 'Another club', enabled: true });
    const { result, order } = await openCheckout('Victims');
    await t.fake.emitEvent('checkout.session.completed', INTRUDER, forgedSession(order.id));
    await t.app.jobs.drain();
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentIntentId: null });
    expect(await paymentsOf(order.id)).toEqual([]);
    expect((await teamRow(result.team_id!))!.holdExpiresAt).not.toBeNull();
    const alert = (await failedTasks()).find((task) => task.description.includes(order.id));
    expect(alert?.last_error).toContain(INTRUDER);
    // The real payment still goes through.
    await payOnFake(t, result);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    expect((await paymentsOf(order.id)).map((entry) => entry.amountCents)).toEqual([28_000]);
  });

  it('changes nothing for a signed event from the club’s own account about another session, another amount, or another currency', async () => {
    const { result, order } = await openCheckout('Careful Checkers');
    const forgeries = [
      forgedSession(order.id, { amount_total: 28_000 }),
      forgedSession(order.id, { id: order.checkoutSessionId, amount_total: 50 }),
      forgedSession(order.id, { id: order.checkoutSessionId, amount_total: 28_000, currency: 'eur' }),
    ];
    for (const forged of forgeries) await t.fake.emitEvent('checkout.session.completed', CLUB_ACCOUNT, forged);
    await t.fake.emitEvent(
      'checkout.session.expired',
      INTRUDER,
      forgedSession(order.id, { id: order.checkoutSessionId, status: 'expired', payment_status: 'unpaid' }),
    );
    await t.app.jobs.drain();
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
    expect(await paymentsOf(order.id)).toEqual([]);
    expect((await teamRow(result.team_id!))!.holdExpiresAt).not.toBeNull();
  });

  it('records no payment for a session completed after its order expired and its place was given back, and tells the admin', async () => {
    const { result, order } = await openCheckout('Too Late');
    t.clock.advanceMinutes(40);
    await t.app.jobs.drain();
    expect(await orderRow(order.id)).toMatchObject({ status: 'expired', endReason: 'checkout_expired' });
    expect(await teamRow(result.team_id!)).toBeUndefined();
    await t.fake.emitEvent('checkout.session.completed', CLUB_ACCOUNT, forgedSession(order.id, { id: order.checkoutSessionId, amount_total: 28_000 }));
    await t.app.jobs.drain();
    expect(await paymentsOf(order.id)).toEqual([]);
    expect((await failedTasks()).some((task) => task.description.includes(order.id) && task.last_error?.includes('expired'))).toBe(true);
  });

  it('says why an order was canceled when Stripe could not open its checkout, and leaves no one new in the directory', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 28_000 });
    const email = 'never.opened@example.com';
    const token = await sessionFor(t, 'club1', email);
    t.fake.failNext(3, 500);
    const response = await register(token, league.id, { team_name: 'Never Opened' });
    expect(response.statusCode).toBe(502);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.leagueId, league.id));
    expect(order).toMatchObject({ status: 'canceled', endReason: 'stripe_unavailable' });
    expect(await t.database.db.select().from(players).where(eq(players.email, email))).toEqual([]);
  });
});

describe('a freed place reaches the waitlist', () => {
  it('offers the place a refund released to the first team waiting, through the same job as an expired hold', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 9_000, teamCapacity: 1 });
    const holder = await sessionFor(t, 'club1', 'refunded.holder@example.com');
    const held = (await register(holder, league.id, { team_name: 'Refunded' })).json<RegistrationResult>();
    await payOnFake(t, held);
    const waiting = await sessionFor(t, 'club1', 'refund.waiter@example.com');
    const joined = await joinWaitlist(waiting, league.id, 'Ria Waiting', 'Next In Line');
    expect(joined.statusCode, joined.body).toBe(201);
    const [payment] = await paymentsOf(held.order_id!);
    const admin = bearer(await t.loginAs('admin@example.com'));
    const since = smtp.received.length;
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/club1/leagues/${league.id}/payments/${payment!.id}/refund`,
      headers: admin,
      payload: { amount_cents: 9_000, release_place: true, action_key: newId() },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await t.app.jobs.drain();
    expect((await smtp.lastTo('refund.waiter@example.com', since)).text).toContain(`register?offer=`);
  });
});
