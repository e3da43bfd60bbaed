import type { Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { addMinutes } from '../../lib/clock.js';
import { extendHolds } from '../teams/holds.js';
import { openCheckoutSession } from './checkout.js';
import type { MoneyDeps } from './money-deps.js';
import { checkoutExpiryKey, orderWithItems } from './order-book.js';
import { findOrder, setCheckoutSession } from './orders-repository.js';

export interface CheckoutFor {
  customerEmail: string;
  clubSlug: string;
  /** players_pay captains who consented: the card is saved for the remainder at the deadline. */
  saveCard: boolean;
}

/**
 * Opens the Checkout of a placed order (after its transaction committed: no transaction is held across the call) and
 * attaches it: the session's own end becomes the end of the order's hold and of the places it holds, and the expiry
 * job moves to a minute after it, so the place is kept for as long as the session can be paid.
 */
export async function openOrderCheckout(deps: MoneyDeps, orderId: string, checkout: CheckoutFor): Promise<{ url: string }> {
  const { order, items } = (await orderWithItems(deps.db, orderId))!;
  const session = await openCheckoutSession(
    deps.stripe,
    deps.clock,
    { order, items, accountId: order.stripeAccountId!, appUrl: deps.config.APP_URL, ...checkout },
    deps.log,
  );
  const until = new Date(session.expires_at * 1000);
  await inTransaction(deps.db, async (tx) => {
    await setCheckoutSession(tx, orderId, { id: session.id, url: session.url, expiresAt: until });
    await keepHoldUntil(tx, deps, orderId, until);
  });
  return { url: session.url! };
}

async function keepHoldUntil(tx: Executor, deps: MoneyDeps, orderId: string, until: Date): Promise<void> {
  const order = (await findOrder(tx, orderId))!;
  if (order.status !== 'pending') return;
  await extendHolds(tx, { teamId: order.teamId, registrationId: order.registrationId }, until);
  await deps.jobs.reschedule(tx, checkoutExpiryKey(orderId), addMinutes(order.expiresAt!, 1));
}
