import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { newId, type FailedJob, type RegistrationResult } from '@matchday/domain';
import { ledgerEntries } from '../../db/schema.js';
import { bearer } from '../../../test/helper.js';
import { insertLeague } from '../../../test/fixtures.js';
import { useStripeTestAppWithMail } from '../../../test/stripe-harness.js';
import { payOnFake, playerBearer, registerBody, sessionFor } from '../registration/test-support.js';

/** Issue 19 §3: a `charge.refunded` is believed only from the account the payment was taken on, and never for more than is left of it. */
const { t } = await useStripeTestAppWithMail();
const CLUB_ACCOUNT = 'acct_demo_club1';

const refundsOf = (paymentId: string) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'refund'), eq(ledgerEntries.refundOfId, paymentId)));
const failedTasks = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/club1/jobs/failed', headers: bearer(await t.loginAs('admin@example.com')) })).json<FailedJob[]>();

/** A $280 team fee paid by card on club1's account: its ledger payment. */
async function paidTeam(name: string) {
  const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 28_000 });
  const token = await sessionFor(t, 'club1', `${name.toLowerCase().replace(/\W/g, '.')}@example.com`);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/clubs/club1/leagues/${league.id}/registrations`,
    headers: playerBearer(token),
    payload: registerBody({ team_name: name }),
  });
  const result = response.json<RegistrationResult>();
  await payOnFake(t, result);
  const [payment] = await t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, result.order_id!), eq(ledgerEntries.kind, 'payment')));
  return { league, payment: payment! };
}

describe('charge.refunded', () => {
  it('records nothing for a signed refund event from another connected account naming a known payment, and alerts the admin', async () => {
    const { payment } = await paidTeam('Refund Targets');
    const intruder = 'acct_refund_intruder';
    t.fake.seedAccount(intruder, { name: 'Another club', enabled: true });
    await t.fake.emitEvent('charge.refunded', intruder, {
      id: 'ch_forged',
      object: 'charge',
      payment_intent: payment.stripeRef,
      amount_refunded: 99_999_999,
      refunds: { object: 'list', has_more: false, data: [{ id: 're_forged', object: 'refund', amount: 99_999_999, status: 'succeeded', metadata: {} }] },
    });
    await t.app.jobs.drain();
    expect(await refundsOf(payment.id)).toEqual([]);
    expect((await failedTasks()).some((task) => task.description.includes(payment.stripeRef!) && task.last_error?.includes(intruder))).toBe(true);
  });

  it('records a refund made in the Stripe dashboard once, and not one larger than what is left of its payment', async () => {
    const { payment } = await paidTeam('Dashboard Refunds');
    const options = { stripeAccount: CLUB_ACCOUNT };
    await t.app.stripe.refunds.create({ payment_intent: payment.stripeRef!, amount: 8_000 }, options);
    await t.fake.idle();
    await t.app.jobs.drain();
    expect((await refundsOf(payment.id)).map((row) => row.amountCents)).toEqual([8_000]);

    // The ledger already counts $150 more given back (by hand, say) than Stripe knows of: the next $200 would exceed the payment.
    await t.database.db.insert(ledgerEntries).values({
      ...payment,
      id: newId(),
      kind: 'refund',
      amountCents: 15_000,
      refundOfId: payment.id,
      stripeRef: null,
      description: 'Refund recorded by hand',
    });
    const large = await t.app.stripe.refunds.create({ payment_intent: payment.stripeRef!, amount: 20_000 }, options);
    await t.fake.idle();
    await t.app.jobs.drain();
    expect((await refundsOf(payment.id)).map((row) => row.amountCents).sort()).toEqual([15_000, 8_000]);
    expect((await failedTasks()).some((task) => task.description.includes(large.id))).toBe(true);
  });
});
