import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { FAKE_STRIPE_WEBHOOK_SECRET } from '../../lib/stripe/stripe-client.js';
import { useStripeTestApp } from '../../../test/stripe-harness.js';

// A deployment (staging here: production also needs PostgreSQL and SMTP) with no STRIPE_WEBHOOK_SECRET.
const t = useStripeTestApp({ NODE_ENV: 'staging' });
const signer = new Stripe('sk_test_signer');

describe('a deployment without STRIPE_WEBHOOK_SECRET', () => {
  it('refuses an event signed with the fake Stripe’s published secret', async () => {
    const body = JSON.stringify({ id: `evt_public_secret_${Date.now()}`, object: 'event', type: 'test.event', livemode: false, data: { object: {} } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: body, secret: FAKE_STRIPE_WEBHOOK_SECRET }),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_signature' });
  });
});
