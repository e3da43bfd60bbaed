import type Stripe from 'stripe';
import type { OrderRow } from './orders-repository.js';

/** Where a session came from: the connected account of the event that carried it, or of the retrieve that read it. */
export type SessionSource = { account: string | null };

export const sessionOrderId = (session: Stripe.Checkout.Session): string | null => session.metadata?.order_id ?? session.client_reference_id ?? null;

/**
 * Why a Checkout session may not be believed for an order, or null when it may (issue 19 §3). Any connected account
 * can create a session with any metadata, and the Connect endpoint receives every account's events, so the order id in
 * the metadata only says which order to look at: the account must be the order's, the session the one the order
 * opened, the currency and amount the order's. Every handler of a checkout event goes through here.
 */
export function checkoutMismatch(order: OrderRow, session: Stripe.Checkout.Session, source: SessionSource): string | null {
  if (!order.stripeAccountId || source.account !== order.stripeAccountId)
    return `it came from Stripe account ${source.account ?? '(the platform)'}, not the club's account ${order.stripeAccountId ?? '(none)'} the order was made on`;
  if (!order.checkoutSessionId || session.id !== order.checkoutSessionId)
    return `its checkout session ${session.id} is not the session ${order.checkoutSessionId ?? '(none yet)'} the order opened`;
  if ((session.currency ?? '').toLowerCase() !== 'usd') return `it is in ${session.currency ?? 'no currency'}, not USD`;
  if (session.amount_total !== order.totalCents) return `it is for ${session.amount_total ?? 'no'} cents, not the order's ${order.totalCents}`;
  return null;
}
