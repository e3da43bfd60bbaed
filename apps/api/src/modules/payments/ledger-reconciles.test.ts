import { describe, expect, it } from 'vitest';
import { newId, type LeaguePayments, type RegistrationResult } from '@matchday/domain';
import { bearer } from '../../../test/helper.js';
import { insertLeague } from '../../../test/fixtures.js';
import { useStripeTestAppWithMail } from '../../../test/stripe-harness.js';
import { payOnFake, playerBearer, registerBody, sessionFor } from '../registration/test-support.js';

const { smtp, t } = await useStripeTestAppWithMail();

describe('the Payments tab reconciles with Stripe', () => {
  it('totals what the fake Stripe charged, less what it refunded, plus the offline payments, to the cent', async () => {
    const stripeBefore = t.fake.totals('acct_demo_club1');
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 9_500 });
    const teams: RegistrationResult[] = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      const token = await sessionFor(t, 'club1', `${name.toLowerCase()}@example.com`);
      const registered = await t.app.inject({
        method: 'POST',
        url: `/api/public/clubs/club1/leagues/${league.id}/registrations`,
        headers: playerBearer(token),
        payload: registerBody({ team_name: name }),
      });
      teams.push(registered.json<RegistrationResult>());
    }
    await payOnFake(t, teams[0]!);
    await payOnFake(t, teams[1]!);
    // Charlie's captain pays the club in cash instead; the checkout runs out, the admin records the cash.
    const admin = bearer(await t.loginAs('admin@example.com'));
    const tab = async () => (await t.app.inject({ method: 'GET', url: `/api/club1/leagues/${league.id}/payments`, headers: admin })).json<LeaguePayments>();
    const alpha = (await tab()).entries.find((entry) => entry.kind === 'payment' && entry.team_id === teams[0]!.team_id)!;
    const since = smtp.received.length;
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/club1/leagues/${league.id}/payments/${alpha.id}/refund`,
      headers: admin,
      payload: { amount_cents: 2_000, action_key: newId() },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await t.app.jobs.drain();
    const bravo = teams[1]!.team_id!;
    const cash = await t.app.inject({
      method: 'POST',
      url: `/api/club1/leagues/${league.id}/payments/offline`,
      headers: admin,
      payload: { team_id: bravo, method: 'cash', amount_cents: 1_250, note: 'tip jar', excess_as_credit: true, action_key: newId() },
    });
    expect(cash.statusCode, cash.body).toBe(201);

    // The payers are told, by mail queued with the change.
    await t.app.jobs.drain();
    expect((await smtp.lastTo('alpha@example.com', since)).text).toContain('refunded $20.00');
    expect((await smtp.lastTo('bravo@example.com', since)).text).toContain('cash payment of $12.50');

    const stripeAfter = t.fake.totals('acct_demo_club1');
    const charged = stripeAfter.charged_cents - stripeBefore.charged_cents;
    const refunded = stripeAfter.refunded_cents - stripeBefore.refunded_cents;
    const { totals } = await tab();
    expect(charged).toBe(19_000);
    expect(refunded).toBe(2_000);
    expect(totals.paid_card).toBe(charged);
    expect(totals.refunded).toBe(refunded);
    expect(totals.paid_offline).toBe(1_250);
    expect(totals.collected).toBe(charged - refunded + 1_250);
    // Charlie's unpaid checkout still holds a place and owes its fee; the ledger says so.
    expect(totals.balance).toBe(9_500 + 2_000 - 1_250);
  });
});
