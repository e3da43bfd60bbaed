import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { formatMoney } from '@matchday/domain';
import { inTransaction } from '../../db/transaction.js';
import { findLeague } from '../leagues/league-access.js';
import { confirmHolds } from '../teams/public-join.js';
import { recordMoney } from './ledger.js';
import { customerOf, findOrder, itemsOf, saveOffSessionCard, settleOrder } from './orders-repository.js';

const STRIPE_ACTOR = { id: null, name: 'Stripe (card payment)' };

const paymentIntentIdOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/** The card a players_pay captain agreed to be charged later with: read from Stripe before the transaction, never inside it. */
async function consentedCard(app: FastifyInstance, orderId: string, paymentIntentId: string | null) {
  const order = await findOrder(app.db, orderId);
  if (!order?.remainderConsent || !order.stripeAccountId || !paymentIntentId || order.status === 'paid') return null;
  const intent = await app.stripe.paymentIntents.retrieve(paymentIntentId, {}, { stripeAccount: order.stripeAccountId });
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const method = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  return customer && method ? { stripeCustomerId: customer, paymentMethodId: method } : null;
}

/**
 * A paid Checkout session, as Stripe's verified event (or a retrieve) says: the order becomes paid, the card payment
 * enters the ledger once (its PaymentIntent id is unique there), the held places become registered, and the receipt is
 * queued in the same transaction, so it goes exactly once. A replay finds the order paid and does nothing.
 */
export async function completeCheckout(app: FastifyInstance, session: Stripe.Checkout.Session): Promise<void> {
  const orderId = session.metadata?.order_id ?? session.client_reference_id;
  if (!orderId || session.payment_status !== 'paid') return;
  const savedCard = await consentedCard(app, orderId, paymentIntentIdOf(session));
  await inTransaction(app.db, async (tx) => {
    const order = await findOrder(tx, orderId, true);
    if (!order || order.status === 'paid') return;
    const at = app.clock();
    const paymentIntentId = paymentIntentIdOf(session);
    await settleOrder(tx, order.id, 'paid', { paidAt: at, paymentIntentId });
    const league = await findLeague(tx, order.clubId, order.leagueId, 'update');
    await confirmHolds(tx, { teamId: order.teamId, registrationId: order.registrationId });
    const amount = session.amount_total ?? order.totalCents;
    await recordMoney(tx, { league, actor: STRIPE_ACTOR, at }, [
      {
        kind: 'payment',
        method: 'card',
        amountCents: amount,
        description: `Card payment — ${league.name}`,
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
    await app.mailer.send(
      {
        to: customer.email,
        subject: `Receipt: ${league.name}`,
        text: `Thank you, ${customer.name}. We received your card payment.\n\n${lines}\n  Total paid: ${formatMoney(amount)}\n\nOrder ${order.id}\nKeep this e-mail as your receipt.`,
      },
      tx,
    );
  });
}
