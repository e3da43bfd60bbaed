import { describe, expect, it } from 'vitest';
import type { RegistrationResult } from '@matchday/domain';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { insertLeague, insertTeam } from '../../../test/fixtures.js';
import { useStripeTestAppWithMail } from '../../../test/stripe-harness.js';
import { payOnFake, playerBearer, publicRegistration, sessionFor } from './test-support.js';

const { smtp, t } = await useStripeTestAppWithMail();

const { register, options, joinWaitlist } = publicRegistration(t);

describe('capacity holds and the waitlist', () => {
  it('gives exactly one hold to 20 captains racing for the last team place; the others are offered the waitlist', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 9_500, teamCapacity: 3 });
    await insertTeam(t.database.db, league.id, { name: 'Early One' });
    await insertTeam(t.database.db, league.id, { name: 'Early Two' });
    const tokens = await Promise.all(Array.from({ length: 20 }, (_, index) => sessionFor(t, 'club1', `racer${index}@example.com`)));
    const answers = await Promise.all(tokens.map((token, index) => register(token, league.id, { team_name: `Racer ${index}`, first_name: `Racer${index}` })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().code === 'league_full')).toBe(true);
    expect(await options(league.id)).toMatchObject({ places_left: 0, waitlist: true });
    const sessions = t.fake
      .requests()
      .filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions' && request.idempotency_key?.includes('_checkout'));
    expect(sessions.length).toBeGreaterThanOrEqual(1);
  });

  it('gives a place back when its checkout runs out, and offers it to the first team waiting for 48 hours', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 9_500, teamCapacity: 1 });
    const holder = await sessionFor(t, 'club1', 'holder@example.com');
    const held = await register(holder, league.id, { team_name: 'Holders' });
    expect(held.statusCode).toBe(201);

    const waiting = await sessionFor(t, 'club1', 'waiting@example.com');
    expect((await register(waiting, league.id, { team_name: 'Waiters' })).json()).toMatchObject({ code: 'league_full' });
    const joined = await joinWaitlist(waiting, league.id, 'Wes Waiting', 'Waiters');
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ position: 1 });

    // Nothing happens before the hold ends: the checkout session's own end, 32 minutes after it opened.
    t.clock.advanceMinutes(31);
    await t.app.jobs.drain();
    expect(await options(league.id)).toMatchObject({ places_left: 0 });

    const since = smtp.received.length;
    t.clock.advanceMinutes(3);
    await t.app.jobs.drain();
    const offerMail = await smtp.lastTo('waiting@example.com', since);
    const offerToken = /register\?offer=([\w-]+)/.exec(offerMail.text)![1]!;
    // The freed place is kept for the offer: another captain is still turned away.
    const other = await sessionFor(t, 'club1', 'latecomer@example.com');
    expect((await register(other, league.id, { team_name: 'Latecomers' })).json()).toMatchObject({ code: 'league_full' });
    expect(await options(league.id, `?offer=${offerToken}`)).toMatchObject({ open: true, places_left: 1, offer: { team_name: 'Waiters' } });

    const accepted = await register(waiting, league.id, { team_name: 'Waiters', offer_token: offerToken, first_name: 'Wes', last_name: 'Waiting' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    await payOnFake(t, accepted.json<RegistrationResult>());
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/public/clubs/club1/orders/${accepted.json<RegistrationResult>().order_id}`,
      headers: playerBearer(waiting),
    });
    expect(order.json()).toMatchObject({ status: 'paid', team: { name: 'Waiters', status: 'confirmed' } });
  });

  it('makes one order and one charge when Pay is clicked twice at once', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 9_500 });
    const captain = await sessionFor(t, 'club1', 'double.click@example.com');
    const chargedBefore = t.fake.totals('acct_demo_club1').charged_cents;
    const [first, second] = await Promise.all([register(captain, league.id, { team_name: 'Twice' }), register(captain, league.id, { team_name: 'Twice' })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const winner = (first.statusCode === 201 ? first : second).json<RegistrationResult>();
    const keys = t.fake.requests().filter((request) => request.idempotency_key === `order_${winner.order_id}_checkout`);
    expect(new Set(keys.map((request) => request.idempotency_key)).size).toBe(1);
    await payOnFake(t, winner);
    expect(await t.database.db.select().from(orders).where(eq(orders.leagueId, league.id))).toHaveLength(1);
    expect(t.fake.totals('acct_demo_club1').charged_cents - chargedBefore).toBe(9_500);
  });

  it('gives the place back at once when Stripe cannot open the checkout (502), and writes no pending order', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 9_500, teamCapacity: 1 });
    const captain = await sessionFor(t, 'club1', 'stripe.down@example.com');
    t.fake.failNext(3, 500);
    const refused = await register(captain, league.id, { team_name: 'Unlucky' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'payment_provider_error' });
    expect(await options(league.id)).toMatchObject({ places_left: 1 });
    const left = await t.database.db.select().from(orders).where(eq(orders.leagueId, league.id));
    expect(left.map((order) => order.status)).toEqual(['canceled']);
    expect((await register(captain, league.id, { team_name: 'Lucky' })).statusCode).toBe(201);
  });
});
