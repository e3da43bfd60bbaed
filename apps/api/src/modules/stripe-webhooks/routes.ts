import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { isLiveMode, webhookSecretOf } from '../../lib/stripe/stripe-client.js';
import { createStripeWebhooks, STRIPE_EVENT_QUEUE } from './service.js';

/** Stripe events are small; a larger body is not Stripe's. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Stripe's Connect webhook endpoint. Not rate limited per IP (it is not a public read, and Stripe sends from few
 * addresses, in bursts after an outage): the signature is what keeps others out.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, stripe, jobs, stripeEvents } = app;
  const webhooks = createStripeWebhooks({ db, clock, stripe, jobs, stripeEvents, log: app.log }, webhookSecretOf(app.config), isLiveMode(app.config));
  app.jobs.handle(STRIPE_EVENT_QUEUE, async (payload) => webhooks.process(String(payload.event_id)));

  // The signature is over the exact bytes Stripe sent: this plugin, and only it, keeps JSON bodies raw.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/api/webhooks/stripe', {
    bodyLimit: WEBHOOK_BODY_LIMIT,
    schema: {
      tags: ['stripe'],
      summary: 'Stripe events (Connect endpoint): verified by signature, stored once, processed in the background',
      headers: z.object({ 'stripe-signature': z.string().optional() }),
      response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 413, 415) },
    },
    handler: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await webhooks.receive(raw, request.headers['stripe-signature']);
      return { received: true as const };
    },
  });
};

export default routes;
