import { afterAll, beforeAll } from 'vitest';
import { DEMO_STRIPE_ACCOUNTS } from '../src/db/seed-stripe.js';
import { startFakeStripe, type FakeStripe } from '../src/fake-stripe/server.js';
import { createTestApp, type TestContext } from './helper.js';
import { startSmtpSink } from './smtp-sink.js';

export interface StripeTestContext extends TestContext {
  fake: FakeStripe;
}

/**
 * The app on a fresh database with the fake Stripe started for it on a free port: the SDK talks to the fake over
 * HTTP, and the fake delivers its signed events through `app.inject` (the app does not listen). The fake keeps the
 * app's movable clock, and knows the seeded demo club's onboarded account.
 */
export async function createStripeTestApp(overrides: Record<string, string> = {}): Promise<StripeTestContext> {
  const fake = await startFakeStripe({ retryDelayMs: 5 });
  const context = await createTestApp({ STRIPE_API_BASE: fake.url, ...overrides });
  fake.useClock(context.clock);
  fake.setWebhookTarget({
    deliver: async (body, signature) =>
      (
        await context.app.inject({
          method: 'POST',
          url: '/api/webhooks/stripe',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload: body,
        })
      ).statusCode,
  });
  for (const { accountId } of DEMO_STRIPE_ACCOUNTS) fake.seedAccount(accountId, { name: 'Lakeside Sports Club', enabled: true, withPayouts: true });
  return {
    ...context,
    fake,
    async close() {
      await fake.close();
      await context.close();
    },
  };
}

/** One app and fake per test file. */
export function useStripeTestApp(overrides: Record<string, string> = {}): StripeTestContext {
  const context = {} as StripeTestContext;
  beforeAll(async () => {
    Object.assign(context, await createStripeTestApp(overrides));
  });
  afterAll(() => context.close());
  return context;
}

/** One app and fake per test file, its mail delivered to a sink of its own (sign-in codes, receipts, waitlist offers). */
export async function useStripeTestAppWithMail(overrides: Record<string, string> = {}) {
  const smtp = await startSmtpSink();
  afterAll(() => smtp.close());
  return { smtp, t: useStripeTestApp({ SMTP_URL: smtp.url, ...overrides }) };
}
