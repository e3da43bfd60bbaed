import type Stripe from 'stripe';
import { formatMoney, SYSTEM_ACTOR_NAMES } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { findLeague } from '../leagues/league-access.js';
import { confirmHolds } from '../teams/holds.js';
import { checkoutMismatch, sessionOrderId, type SessionSource } from './checkout-event-check.js';
import { entryDescription } from './entry-text.js';
import { recordMoney } from './ledger.js';
import type { MoneyDeps } from './money-deps.js';
import { customerOf, findOrder, itemsOf, saveOffSessionCard, settleOrder, type OrderRow } from './orders-repository.js';
import { raisePaymentAlert } from './payment-alerts.js';

const STRIPE_ACTOR = { id: null, name: SYSTEM_ACTOR_NAMES.stripe_card_payment };

const paymentIntentIdOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/** The card a players_pay captain agreed to be charged later with: read from Stripe before the transaction, never inside it. */
async function consentedCard(deps: MoneyDeps, order: OrderRow, paymentIntentId: string | null) {
  if (!order.remainderConsent || !order.stripeAccountId || !paymentIntentId || order.status === 'paid') return null;
  const intent = await deps.stripe.paymentIntents.retrieve(paymentIntentId, {}, { stripeAccount: order.stripeAccountId });
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const method = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  return customer && method ? { stripeCustomerId: customer, paymentMethodId: method } : null;
}

/** A checkout event that does not match its order: shown to the order's club, once per session, and never money. */
async function alertMismatch(tx: Executor, deps: MoneyDeps, order: OrderRow, session: Stripe.Checkout.Session, reason: string): Promise<void> {
  deps.log.warn({ order_id: order.id, session_id: session.id, reason }, 'Stripe checkout event not believed for its order');
  await raisePaymentAlert(tx, deps.jobs, {
    clubId: order.clubId,
    key: `checkout:${order.id}:${session.id}:${session.status ?? ''}`,
    summary: `A Stripe checkout event naming order ${order.id} was not believed`,
    reason: `Nothing was recorded: ${reason}. If money was taken for it, refund it from the Stripe dashboard.`,
  });
}

/**
 * A paid Checkout session, as Stripe's verified event (or a retrieve on the order's account) says: once it is checked
 * against its order (checkoutMismatch), the order becomes paid, the card payment of the order's amount enters the
 * ledger once (its PaymentIntent id is unique there), the held places become registered, and the receipt is queued in
 * the same transaction, so it goes exactly once. A replay finds the order paid and does nothing; a session for an order
 * that can no longer be paid (its place given back) is an alert for the admin, not a payment.
 */
export async function completeCheckout(deps: MoneyDeps, session: Stripe.Checkout.Session, source: SessionSource): Promise<void> {
  const orderId = sessionOrderId(session);
  if (!orderId || session.payment_status !== 'paid') return;
  const known = await findOrder(deps.db, orderId);
  if (!known || known.status === 'paid') return;
  const believable = checkoutMismatch(known, session, source) === null;
  const savedCard = believable ? await consentedCard(deps, known, paymentIntentIdOf(session)) : null;
  await inTransaction(deps.db, async (tx) => {
    const order = await findOrder(tx, orderId, true);
    if (!order || order.status === 'paid') return;
    const mismatch =
      checkoutMismatch(order, session, source) ?? (order.status === 'pending' ? null : `the order had ${order.status} and its place was given back`);
    if (mismatch) return alertMismatch(tx, deps, order, session, mismatch);
    const at = deps.clock();
    const paymentIntentId = paymentIntentIdOf(session);
    await settleOrder(tx, order.id, 'paid', { paidAt: at, paymentIntentId });
    const league = await findLeague(tx, order.clubId, order.leagueId, 'update');
    await confirmHolds(tx, { teamId: order.teamId, registrationId: order.registrationId });
    await recordMoney(tx, { league, actor: STRIPE_ACTOR, at }, [
      {
        kind: 'payment',
        method: 'card',
        amountCents: order.totalCents,
        description: entryDescription('card_payment', league.name),
        teamId: order.teamId,
        registrationId: order.registrationId,
        orderId: order.id,
        stripeRef: paymentIntentId ?? session.id,
      },
    ]);
    const customer = await customerOf(tx, order.customerId);
    if (savedCard) await saveOffSessionCard(tx, customer.id, { ...savedCard, at });
    const items = await itemsOf(tx, order.id);
    const lines = items.map((item) => `  ${item.description}${item.quantity > 1 ? ` × ${item.quantity}` : ''}: ${formatMoney(item.amountCents)}`).join('\n');
    await deps.mailer.send(
      {
        to: customer.email,
        subject: `Receipt: ${league.name}`,
        text: `Thank you, ${customer.name}. We received your card payment.\n\n${lines}\n  Total paid: ${formatMoney(order.totalCents)}\n\nOrder ${order.id}\nKeep this e-mail as your receipt.`,
      },
      tx,
    );
  });
}

/** Whether an ended checkout session may end its order: the same checks as a payment (a stranger's event releases nothing). */
export async function believedForOrder(deps: MoneyDeps, session: Stripe.Checkout.Session, source: SessionSource): Promise<OrderRow | null> {
  const orderId = sessionOrderId(session);
  const order = orderId ? await findOrder(deps.db, orderId) : undefined;
  if (!order || order.status !== 'pending') return null;
  const mismatch = checkoutMismatch(order, session, source);
  if (!mismatch) return order;
  await inTransaction(deps.db, (tx) => alertMismatch(tx, deps, order, session, mismatch));
  return null;
}
