import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeEvents } from '../../db/schema.js';
import { FAKE_STRIPE_WEBHOOK_SECRET } from '../../lib/stripe/stripe-client.js';
import { useStripeTestApp } from '../../../test/stripe-harness.js';

const t = useStripeTestApp();
const signer = new Stripe('sk_test_signer');

let sequence = 0;
const eventBody = (type = 'test.matchday_event', id = `evt_test_${++sequence}_${Date.now()}`, livemode = false) =>
  JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode, account: 'acct_x', data: { object: { id: 'obj_1' } } });

const sign = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
  signer.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET, timestamp: options.timestamp });

const post = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload: body,
  });

const rowsOf = async (id: string) => (await t.database.db.select({ total: count() }).from(stripeEvents).where(eq(stripeEvents.id, id)))[0]!.total;

describe('POST /api/webhooks/stripe', () => {
  it('refuses a missing, an invalid, a tampered, a 301-second-old and a 301-second-ahead signature with 400 invalid_signature', async () => {
    const body = eventBody();
    const refusals = [
      await post(body),
      await post(body, 't=1,v1=deadbeef'),
      await post(body, sign(body, { secret: 'whsec_someone_else' })),
      await post(body.replace('obj_1', 'obj_2'), sign(body)),
      await post(body, sign(body, { timestamp: Math.floor(Date.now() / 1000) - 301 })),
      await post(body, sign(body, { timestamp: Math.floor(Date.now() / 1000) + 301 })),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'invalid_signature' });
    }
    expect(await rowsOf(JSON.parse(body).id)).toBe(0);
  });

  it('answers a live-mode event on a test key and drops it: a Connect endpoint receives both modes', async () => {
    const body = eventBody('test.matchday_event', `evt_live_${Date.now()}`, true);
    const response = await post(body, sign(body));
    expect(response.statusCode).toBe(200);
    expect(await rowsOf(JSON.parse(body).id)).toBe(0);
  });

  it('accepts a signature 299 seconds old', async () => {
    const body = eventBody();
    expect((await post(body, sign(body, { timestamp: Math.floor(Date.now() / 1000) - 299 }))).statusCode).toBe(200);
  });

  it('answers 200 at once, and processes the event in the background exactly once', async () => {
    const handled: string[] = [];
    const type = 'test.once';
    t.app.stripeEvents.on(type as Stripe.Event.Type, async (event) => {
      handled.push(event.id);
    });
    const body = eventBody(type);
    const { id } = JSON.parse(body) as { id: string };
    const response = await post(body, sign(body));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(handled).toEqual([]);
    await t.app.jobs.drain();
    expect(handled).toEqual([id]);
    const [row] = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
    expect(row).toMatchObject({ type, accountId: 'acct_x' });
    expect(row!.processedAt).not.toBeNull();

    // A replay of the same event changes nothing.
    expect((await post(body, sign(body))).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(handled).toEqual([id]);
  });

  it('stores one row and runs the handlers once for 10 concurrent deliveries of one event', async () => {
    const handled: string[] = [];
    const type = 'test.concurrent';
    t.app.stripeEvents.on(type as Stripe.Event.Type, async (event) => {
      handled.push(event.id);
    });
    const body = eventBody(type);
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(body, sign(body))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    await t.app.jobs.drain();
    expect(await rowsOf(JSON.parse(body).id)).toBe(1);
    expect(handled).toHaveLength(1);
  });

  it('delivers what the fake sends, and a resent event is a replay', async () => {
    const handled: string[] = [];
    const type = 'test.from_fake';
    t.app.stripeEvents.on(type as Stripe.Event.Type, async (event) => {
      handled.push(event.id);
    });
    const event = await t.fake.emitEvent(type, 'acct_demo_club1', { id: 'obj_fake' });
    expect(await t.fake.resendEvent(event.id)).toBe(true);
    await t.app.jobs.drain();
    expect(handled).toEqual([event.id]);
  });
});
