import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { inTransaction } from '../../db/transaction.js';
import { findLeague } from '../leagues/league-access.js';
import { recordMoney } from './ledger.js';
import { lockLedgerEntry } from './ledger-repository.js';
import { findPaymentByStripeRef, knownStripeRefs } from './refunds-repository.js';

const DASHBOARD_ACTOR = { id: null, name: 'Stripe (refund in the dashboard)' };
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * `charge.refunded`: every refund of a Matchday card payment that the ledger does not hold yet becomes a refund entry,
 * once (the refund id is unique in the ledger). Refunds made from the Payments tab carry their entry's id in their
 * metadata and are normally written already; if the admin's request died after Stripe refunded, this writes the same
 * entry (same id, same History actor), so the ledger never misses money that left.
 */
export function handleStripeRefunds(app: FastifyInstance): void {
  app.stripeEvents.on('charge.refunded', async (event) => {
    const charge = event.data.object as Stripe.Charge;
    const intentId = idOf(charge.payment_intent);
    const payment = intentId ? await findPaymentByStripeRef(app.db, intentId) : undefined;
    if (!payment) return;
    const listed =
      charge.refunds && !charge.refunds.has_more
        ? charge.refunds.data
        : (await app.stripe.refunds.list({ charge: charge.id, limit: 100 }, event.account ? { stripeAccount: event.account } : {})).data;
    const settled = listed.filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled');
    const known = await knownStripeRefs(
      app.db,
      settled.map((refund) => refund.id),
    );
    const missing = settled.filter((refund) => !known.has(refund.id));
    if (!missing.length) return;
    await inTransaction(app.db, async (tx) => {
      const at = app.clock();
      const league = await findLeague(tx, payment.clubId, payment.leagueId, 'update');
      await lockLedgerEntry(tx, payment.id);
      for (const refund of missing) {
        const metadata = refund.metadata ?? {};
        const ours = metadata.matchday_payment_id === payment.id && ULID.test(metadata.matchday_entry_id ?? '');
        const feeBorneBy = metadata.fee_borne_by === 'club' || metadata.fee_borne_by === 'registrant' ? metadata.fee_borne_by : null;
        const reason = metadata.reason ? ` (${metadata.reason})` : '';
        await recordMoney(tx, { league, actor: ours && metadata.actor_name ? { id: null, name: metadata.actor_name } : DASHBOARD_ACTOR, at }, [
          {
            ...(ours ? { id: metadata.matchday_entry_id } : {}),
            kind: 'refund',
            method: 'card',
            amountCents: refund.amount,
            description: ours ? `Refund — ${league.name}${reason}` : `Refund in the Stripe dashboard — ${league.name}`,
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
