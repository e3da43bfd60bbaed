import type { FastifyInstance } from 'fastify';
import { completeCheckout } from '../payments/complete-checkout.js';
import { orderWithItems } from '../payments/order-book.js';
import { releaseCheckout } from './release.js';

/**
 * The 'checkout-expiry' job, a minute after a hold ends: expire the session at Stripe first, so no payment can land
 * after the place is given back; if Stripe says it was paid meanwhile, the payment is taken instead. A Stripe error
 * fails the job, which retries (the hold stays until Stripe has answered).
 */
export async function expireCheckout(app: FastifyInstance, orderId: string, clubSlug: string): Promise<void> {
  const found = await orderWithItems(app.db, orderId);
  if (!found || found.order.status !== 'pending') return;
  const { order } = found;
  if (order.checkoutSessionId && order.stripeAccountId) {
    const options = { stripeAccount: order.stripeAccountId };
    const session = await app.stripe.checkout.sessions.retrieve(order.checkoutSessionId, {}, options);
    if (session.status === 'complete') return completeCheckout(app, session);
    if (session.status === 'open') {
      const expired = await app.stripe.checkout.sessions.expire(order.checkoutSessionId, {}, options);
      if (expired.status === 'complete') return completeCheckout(app, expired);
    }
  }
  await releaseCheckout(app, orderId, 'expired', clubSlug);
}
