import { believedForOrder, completeCheckout } from '../payments/complete-checkout.js';
import type { MoneyDeps } from '../payments/money-deps.js';
import { orderWithItems } from '../payments/order-book.js';
import { releaseCheckout } from './release.js';

/**
 * The 'checkout-expiry' job, a minute after a hold ends: expire the session at Stripe first, so no payment can land
 * after the place is given back; if Stripe says it was paid meanwhile, the payment is taken instead. A Stripe error
 * fails the job, which retries (the hold stays until Stripe has answered).
 */
export async function expireCheckout(deps: MoneyDeps, orderId: string): Promise<void> {
  const found = await orderWithItems(deps.db, orderId);
  if (!found || found.order.status !== 'pending') return;
  const { order } = found;
  if (order.checkoutSessionId && order.stripeAccountId) {
    const source = { account: order.stripeAccountId };
    const options = { stripeAccount: order.stripeAccountId };
    const session = await deps.stripe.checkout.sessions.retrieve(order.checkoutSessionId, {}, options);
    if (session.status === 'complete') return completeCheckout(deps, session, source);
    if (session.status === 'open') {
      const expired = await deps.stripe.checkout.sessions.expire(order.checkoutSessionId, {}, options);
      if (expired.status === 'complete') return completeCheckout(deps, expired, source);
    }
    // An ended session is checked like an event: only the order's own session ends it.
    if (!(await believedForOrder(deps, session, source))) return;
  }
  await releaseCheckout(deps, orderId, 'expired', 'checkout_expired');
}
