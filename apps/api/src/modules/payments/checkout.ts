import type Stripe from 'stripe';
import type { Clock } from '../../lib/clock.js';
import { stripeCall } from '../../lib/stripe/stripe-errors.js';
import type { OrderItemRow, OrderRow } from './orders-repository.js';

/**
 * How long a Checkout session can be paid. Stripe refuses an `expires_at` under 30 minutes from its own now, so the
 * instant is computed when the call is made (never from the hold taken before the transaction, which a busy server
 * may have taken minutes earlier), with two minutes for the skew between our clock and Stripe's.
 */
export const CHECKOUT_SESSION_SECONDS = 32 * 60;

export interface CheckoutRequest {
  order: OrderRow;
  items: readonly OrderItemRow[];
  customerEmail: string;
  accountId: string;
  appUrl: string;
  clubSlug: string;
  /** players_pay captains who consented: the card is saved on the club's account for the remainder at the deadline. */
  saveCard: boolean;
}

/**
 * Opens the hosted Checkout of an order on the club's connected account (a direct charge: the club is the merchant
 * of record), with the platform's application fee. Called after the order's transaction committed, never inside one;
 * the Idempotency-Key is the order's, so a retry (the SDK's, or a double click reaching here twice) opens one session.
 * The caller then keeps the place held until the session's own `expires_at` (attachCheckoutSession).
 */
export async function openCheckoutSession(
  stripe: Stripe,
  clock: Clock,
  request: CheckoutRequest,
  log?: Parameters<typeof stripeCall>[1],
): Promise<Stripe.Checkout.Session> {
  const { order } = request;
  const base = `${request.appUrl}/c/${encodeURIComponent(request.clubSlug)}/orders/${order.id}`;
  return stripeCall(() => {
    const expiresAt = Math.floor(clock().getTime() / 1000) + CHECKOUT_SESSION_SECONDS;
    return stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.id,
        customer_email: request.customerEmail,
        metadata: { order_id: order.id, club_id: order.clubId, club_slug: request.clubSlug },
        line_items: request.items.map((item) => ({
          quantity: item.quantity,
          price_data: { currency: 'usd', unit_amount: item.unitCents, product_data: { name: item.description } },
        })),
        payment_intent_data: {
          metadata: { order_id: order.id },
          ...(order.applicationFeeCents > 0 ? { application_fee_amount: order.applicationFeeCents } : {}),
          ...(request.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
        },
        expires_at: expiresAt,
        success_url: `${base}?from=checkout`,
        cancel_url: `${base}?canceled=1`,
      },
      { stripeAccount: request.accountId, idempotencyKey: `order_${order.id}_checkout` },
    );
  }, log);
}
