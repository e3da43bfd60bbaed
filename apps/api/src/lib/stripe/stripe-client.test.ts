import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe/server.js';
import { testConfig } from '../../../test/helper.js';
import { createStripeClient, FAKE_STRIPE_WEBHOOK_SECRET, linkSecretOf, webhookSecretOf } from './stripe-client.js';

let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeClient(testConfig({ STRIPE_API_BASE: fake.url }));
  fake.seedAccount('acct_client_test', { name: 'Client Test Club', enabled: true });
});
afterAll(() => fake.close());

const sessionParams = (): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 9_500, product_data: { name: 'Team fee' } } }],
  payment_intent_data: { application_fee_amount: 200, metadata: { order_id: 'ord_1' } },
  metadata: { order_id: 'ord_1' },
  client_reference_id: 'ord_1',
  customer_email: 'captain@example.com',
  success_url: 'https://matchday.test/paid?session={CHECKOUT_SESSION_ID}',
  cancel_url: 'https://matchday.test/cancelled',
});

describe('the Stripe client against the fake', () => {
  it('is the real SDK speaking HTTP to the fake, with the Stripe-Account header', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams(), { stripeAccount: 'acct_client_test', idempotencyKey: 'order_1_checkout_1' });
    expect(session).toMatchObject({ amount_total: 9_500, status: 'open', metadata: { order_id: 'ord_1' }, client_reference_id: 'ord_1' });
    expect(session.url).toMatch(new RegExp(`^${fake.url}/_pay/cs_test_`));
    const logged = fake.requests().at(-1)!;
    expect(logged).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', stripe_account: 'acct_client_test', idempotency_key: 'order_1_checkout_1' });
  });

  it('retries a 500 with the same Idempotency-Key, and the fake answers the retry', async () => {
    const before = fake.requests().length;
    fake.failNext(1, 500);
    const session = await stripe.checkout.sessions.create(sessionParams(), { stripeAccount: 'acct_client_test', idempotencyKey: 'order_2_checkout_1' });
    const attempts = fake.requests().slice(before);
    expect(attempts.map((request) => [request.status, request.idempotency_key])).toEqual([
      [500, 'order_2_checkout_1'],
      [200, 'order_2_checkout_1'],
    ]);
    expect(session.status).toBe('open');
  });

  it('gives its own key to a POST without one, and keeps it across the retry', async () => {
    const before = fake.requests().length;
    fake.failNext(1, 503);
    await stripe.accounts.createLoginLink('acct_client_test');
    const [first, second] = fake.requests().slice(before);
    expect(first!.idempotency_key).toMatch(/^stripe-node-retry-/);
    expect(second!.idempotency_key).toBe(first!.idempotency_key);
  });

  it('answers a repeated key on the same path with the stored response', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams(), { stripeAccount: 'acct_client_test', idempotencyKey: 'order_3_checkout_1' });
    const again = await stripe.checkout.sessions.create(sessionParams(), { stripeAccount: 'acct_client_test', idempotencyKey: 'order_3_checkout_1' });
    expect(again.id).toBe(first.id);
    expect(fake.requests().at(-1)!.replayed).toBe(true);
  });

  it('refunds in part, then refuses to refund more than is left', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams(), { stripeAccount: 'acct_client_test' });
    const { redirect } = await fake.paySession(session.id);
    expect(redirect).toBe(`https://matchday.test/paid?session=${session.id}`);
    const paid = await stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: 'acct_client_test' });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const intent = await stripe.paymentIntents.retrieve(paid.payment_intent as string, {}, { stripeAccount: 'acct_client_test' });
    expect(intent).toMatchObject({ status: 'succeeded', amount: 9_500, application_fee_amount: 200 });

    const refund = await stripe.refunds.create(
      { payment_intent: intent.id, amount: 2_000, refund_application_fee: true },
      { stripeAccount: 'acct_client_test', idempotencyKey: 'refund_1' },
    );
    expect(refund).toMatchObject({ amount: 2_000, status: 'succeeded', payment_intent: intent.id });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 8_000 }, { stripeAccount: 'acct_client_test' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'amount_too_large',
    });
    await stripe.refunds.create({ payment_intent: intent.id }, { stripeAccount: 'acct_client_test' });
    const overRefund = stripe.refunds.create({ payment_intent: intent.id, amount: 1 }, { stripeAccount: 'acct_client_test' });
    await expect(overRefund).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(overRefund).rejects.toMatchObject({ code: 'charge_already_refunded' });
    expect(fake.totals('acct_client_test')).toMatchObject({ charged_cents: 9_500, refunded_cents: 9_500, net_cents: 0 });
  });

  it('serves a hosted checkout page whose Pay records the charge and goes to success_url', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams(), { stripeAccount: 'acct_client_test' });
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(html).toContain('Pay Client Test Club');
    expect(html).toContain('Team fee');
    expect(html).toContain('$95.00');
    const before = fake.totals('acct_client_test').charged_cents;
    const paid = await fetch(`${fake.url}/_pay/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://matchday.test/paid?session=${session.id}`);
    expect(fake.totals('acct_client_test').charged_cents - before).toBe(9_500);
    expect(fake.events('checkout.session.completed').at(-1)!.data.object).toMatchObject({ id: session.id, payment_status: 'paid' });
    const cancelled = await stripe.checkout.sessions.create(sessionParams(), { stripeAccount: 'acct_client_test' });
    const cancel = await fetch(`${fake.url}/_pay/${cancelled.id}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.headers.get('location')).toBe('https://matchday.test/cancelled');
  });

  it('charges a payment method saved at checkout off-session', async () => {
    const session = await stripe.checkout.sessions.create(
      { ...sessionParams(), payment_intent_data: { setup_future_usage: 'off_session' } },
      { stripeAccount: 'acct_client_test' },
    );
    await fake.paySession(session.id);
    const paid = await stripe.paymentIntents.retrieve(
      (await stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: 'acct_client_test' })).payment_intent as string,
      {},
      { stripeAccount: 'acct_client_test' },
    );
    const remainder = await stripe.paymentIntents.create(
      {
        amount: 4_000,
        currency: 'usd',
        customer: paid.customer as string,
        payment_method: paid.payment_method as string,
        off_session: true,
        confirm: true,
        application_fee_amount: 80,
      },
      { stripeAccount: 'acct_client_test', idempotencyKey: 'remainder_1' },
    );
    expect(remainder).toMatchObject({ status: 'succeeded', amount: 4_000 });
  });

  it("refuses a session's expiry outside 30 minutes to 24 hours", async () => {
    const tooSoon = Math.floor(Date.now() / 1000) + 60;
    await expect(stripe.checkout.sessions.create({ ...sessionParams(), expires_at: tooSoon }, { stripeAccount: 'acct_client_test' })).rejects.toMatchObject({
      param: 'expires_at',
    });
  });

  it('checks webhooks with the fixed secret of the fake only in development and tests', () => {
    expect(webhookSecretOf(testConfig())).toBe(FAKE_STRIPE_WEBHOOK_SECRET);
    expect(webhookSecretOf(testConfig({ NODE_ENV: 'development' }))).toBe(FAKE_STRIPE_WEBHOOK_SECRET);
    expect(webhookSecretOf(testConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_real' }))).toBe('whsec_real');
    // A deployment without a secret trusts no event: the fake's secret is published in this repository.
    expect(webhookSecretOf(testConfig({ NODE_ENV: 'staging' }))).toBeNull();
    expect(webhookSecretOf({ ...testConfig(), NODE_ENV: 'production' })).toBeNull();
    expect(linkSecretOf({ ...testConfig(), NODE_ENV: 'production' })).not.toBe(FAKE_STRIPE_WEBHOOK_SECRET);
  });
});
