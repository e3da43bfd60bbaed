import type Stripe from 'stripe';
import { SYSTEM_ACTOR_NAMES } from '@matchday/domain';
import { inTransaction } from '../../db/transaction.js';
import type { StripeEventRegistry } from '../../lib/stripe/event-registry.js';
import { connectedAccountIdOf } from '../connect/connected-account.js';
import { findLeague } from '../leagues/league-access.js';
import { entryDescription } from './entry-text.js';
import { recordMoney } from './ledger.js';
import { lockLedgerEntry, refundedOf, type LedgerRow } from './ledger-repository.js';
import type { MoneyDeps } from './money-deps.js';
import { findOrder } from './orders-repository.js';
import { raisePaymentAlert } from './payment-alerts.js';
import { findPaymentByStripeRef, knownStripeRefs } from './refunds-repository.js';

const DASHBOARD_ACTOR = { id: null, name: SYSTEM_ACTOR_NAMES.stripe_dashboard_refund };
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** The connected account a card payment was taken on: its order's, else (a saved-card remainder) the club's. */
async function accountOfPayment(deps: MoneyDeps, payment: LedgerRow): Promise<string | null> {
  const order = payment.orderId ? await findOrder(deps.db, payment.orderId) : undefined;
  return order?.stripeAccountId ?? (await connectedAccountIdOf(deps.db, payment.clubId));
}

/**
 * `charge.refunded`: every refund of a Matchday card payment that the ledger does not hold yet becomes a refund entry,
 * once (the refund id is unique in the ledger). Refunds made from the Payments tab carry their entry's id in their
 * metadata and are normally written already; if the admin's request died after Stripe refunded, this writes the same
 * entry (same id, same History actor), so the ledger never misses money that left.
 * Believed only from the account the payment was taken on (issue 19 §3): the refunds are read from Stripe on that
 * account, not from the event, and never more is recorded than what is left of the payment; anything else is an alert.
 */
export function handleStripeRefunds(deps: MoneyDeps & { stripeEvents: StripeEventRegistry }): void {
  deps.stripeEvents.on('charge.refunded', async (event) => {
    const charge = event.data.object as Stripe.Charge;
    const intentId = idOf(charge.payment_intent);
    const payment = intentId ? await findPaymentByStripeRef(deps.db, intentId) : undefined;
    if (!payment || !intentId) return;
    const account = await accountOfPayment(deps, payment);
    if (!account || event.account !== account) {
      deps.log.warn({ event_id: event.id, account: event.account, expected: account }, 'Stripe refund event from another account ignored');
      await inTransaction(deps.db, (tx) =>
        raisePaymentAlert(tx, deps.jobs, {
          clubId: payment.clubId,
          key: `refund-event:${event.id}`,
          summary: `A Stripe refund event naming card payment ${intentId} was not believed`,
          reason: `Nothing was recorded: it came from Stripe account ${event.account ?? '(the platform)'}, not the account ${account ?? '(none)'} the payment was taken on.`,
        }),
      );
      return;
    }
    const listed = await deps.stripe.refunds.list({ payment_intent: intentId, limit: 100 }, { stripeAccount: account });
    const settled = listed.data.filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled').reverse();
    const known = await knownStripeRefs(
      deps.db,
      settled.map((refund) => refund.id),
    );
    const missing = settled.filter((refund) => !known.has(refund.id));
    if (!missing.length) return;
    await inTransaction(deps.db, async (tx) => {
      const at = deps.clock();
      const league = await findLeague(tx, payment.clubId, payment.leagueId, 'update');
      await lockLedgerEntry(tx, payment.id);
      let left = payment.amountCents - (await refundedOf(tx, payment.id));
      for (const refund of missing) {
        if (refund.amount > left) {
          await raisePaymentAlert(tx, deps.jobs, {
            clubId: payment.clubId,
            key: `refund-too-large:${refund.id}`,
            summary: `Stripe refund ${refund.id} is more than what is left of its payment`,
            reason: `Not recorded: ${refund.amount} cents refunded, ${left} cents of the payment were left to refund.`,
          });
          continue;
        }
        left -= refund.amount;
        const metadata = refund.metadata ?? {};
        const ours = metadata.matchday_payment_id === payment.id && ULID.test(metadata.matchday_entry_id ?? '');
        const feeBorneBy = metadata.fee_borne_by === 'club' || metadata.fee_borne_by === 'registrant' ? metadata.fee_borne_by : null;
        await recordMoney(tx, { league, actor: ours && metadata.actor_name ? { id: null, name: metadata.actor_name } : DASHBOARD_ACTOR, at }, [
          {
            ...(ours ? { id: metadata.matchday_entry_id } : {}),
            kind: 'refund',
            method: 'card',
            amountCents: refund.amount,
            description: ours ? entryDescription('refund', league.name, metadata.reason || null) : entryDescription('dashboard_refund', league.name),
            teamId: payment.teamId,
            registrationId: payment.registrationId,
            orderId: payment.orderId,
            refundOfId: payment.id,
            stripeRef: refund.id,
            feeBorneBy,
          },
        ]);
      }
    });
  });
}
