import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { newId } from '@matchday/domain';
import { bearer, createTestApp, type TestContext } from '../../../test/helper.js';
import { clubIdOf, insertLeague, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { auditLog, ledgerEntries, leagues, stripeAccounts, teams } from '../../db/schema.js';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe/server.js';
import { expectClubGuards } from '../teams/test-support.js';

const ACCOUNT = 'acct_payments_admin_test';
let fake: FakeStripe;
let t: TestContext;
let admin = '';

beforeAll(async () => {
  fake = await startFakeStripe();
  // Deliveries go nowhere: the tests hand Stripe's events to the app's handlers themselves, when they choose.
  fake.setWebhookTarget({ deliver: async () => 200 });
  fake.seedAccount(ACCOUNT, { name: 'Club 2', enabled: true });
  t = await createTestApp({ STRIPE_API_BASE: fake.url });
  await t.database.db.insert(stripeAccounts).values({
    clubId: await clubIdOf(t.database.db, 'club2'),
    accountId: ACCOUNT,
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    updatedAt: t.clock(),
  });
  admin = await t.loginAs('admin@example.com');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const db = () => t.database.db;
const paymentsUrl = (leagueId: string, rest = '', slug = 'club2') => `/api/${slug}/leagues/${leagueId}/payments${rest}`;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });

/** A captains_pay league with one team owing its $100 fee. */
async function teamOwing(overrides: Parameters<typeof insertLeague>[2] = {}) {
  const league = await insertLeague(db(), 'club2', { teamFeeCents: 10_000, ...overrides });
  const team = await insertTeam(db(), league.id, { name: 'Otters' });
  await db().insert(ledgerEntries).values({
    id: newId(),
    clubId: league.clubId,
    leagueId: league.id,
    teamId: team.id,
    kind: 'charge',
    amountCents: 10_000,
    description: 'Team fee',
    createdAt: t.clock(),
    createdByName: 'Test',
  });
  return { league, team };
}

/** A real (fake) card payment on the club's account, and its ledger entry as the checkout webhook writes it. */
async function cardPayment(leagueId: string, teamId: string, amount = 10_000) {
  const session = await t.app.stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: amount, product_data: { name: 'Team fee' } } }],
      payment_intent_data: { application_fee_amount: 300 },
      success_url: 'https://matchday.test/ok',
      cancel_url: 'https://matchday.test/no',
    },
    { stripeAccount: ACCOUNT },
  );
  await fake.paySession(session.id);
  const paid = await t.app.stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: ACCOUNT });
  const id = newId();
  const [league] = await db().select().from(leagues).where(eq(leagues.id, leagueId));
  await db()
    .insert(ledgerEntries)
    .values({
      id,
      clubId: league!.clubId,
      leagueId,
      teamId,
      kind: 'payment',
      method: 'card',
      amountCents: amount,
      description: 'Card payment',
      stripeRef: paid.payment_intent as string,
      createdAt: t.clock(),
      createdByName: 'Stripe (card payment)',
    });
  return { id, paymentIntent: paid.payment_intent as string };
}

const refundsOf = (paymentId: string) =>
  db()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'refund'), eq(ledgerEntries.refundOfId, paymentId)));

/** Hands the fake's `charge.refunded` events to the app's handlers, as the stripe-event job does. */
async function deliverRefundEvents() {
  for (const event of fake.events('charge.refunded')) await t.app.stripeEvents.dispatch(event as unknown as Stripe.Event);
}

describe('GET /api/:slug/leagues/:leagueId/payments', () => {
  it('answers 401 without a token, 403 on a club the admin does not run, 404 for another club’s league', async () => {
    const { league } = await teamOwing();
    await expectClubGuards(t, admin, { method: 'GET', url: (slug) => paymentsUrl(league.id, '', slug) });
    const elsewhere = await insertLeague(db(), 'club1');
    expect((await call('GET', paymentsUrl(elsewhere.id))).statusCode).toBe(404);
    await expectClubGuards(t, admin, {
      method: 'POST',
      url: (slug) => paymentsUrl(league.id, '/offline', slug),
      payload: { team_id: newId(), method: 'cash', amount_cents: 100 },
    });
  });
});

describe('offline payments and adjustments', () => {
  it('a cash payment lowers the team’s balance; a check for the rest confirms it; each is in History with the admin’s name', async () => {
    const { league, team } = await teamOwing();
    const before = (await call('GET', paymentsUrl(league.id))).json();
    expect(before.teams).toEqual([expect.objectContaining({ id: team.id, status: 'awaiting_payment', totals: expect.objectContaining({ balance: 10_000 }) })]);

    const cash = await call('POST', paymentsUrl(league.id, '/offline'), { team_id: team.id, method: 'cash', amount_cents: 4_000, note: 'At the desk' });
    expect(cash.statusCode).toBe(201);
    expect(cash.json()).toMatchObject({
      kind: 'payment',
      method: 'cash',
      amount_cents: 4_000,
      team_name: 'Otters',
      refundable_cents: 4_000,
      created_by: 'Alex Morgan',
    });
    const partly = (await call('GET', paymentsUrl(league.id))).json();
    expect(partly.teams[0]).toMatchObject({ status: 'awaiting_payment', totals: { balance: 6_000, paid_offline: 4_000 } });

    await call('POST', paymentsUrl(league.id, '/offline'), { team_id: team.id, method: 'check', amount_cents: 6_000 });
    const settled = (await call('GET', paymentsUrl(league.id))).json();
    expect(settled.teams[0]).toMatchObject({ status: 'confirmed', totals: { balance: 0, collected: 10_000 } });
    expect(settled.totals).toMatchObject({ charged: 10_000, paid_offline: 10_000, balance: 0 });

    const history = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.leagueId, league.id)));
    expect(history.map((entry) => entry.actorName)).toEqual(['Alex Morgan', 'Alex Morgan']);
  });

  it('waives part of a registration’s balance and sets its derived status; 404 for a team or registration of another league', async () => {
    const { league } = await teamOwing({ paymentMode: 'full_player_fee_from_player', playerFeeCents: 5_000 });
    const registration = await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2')).id, null);
    await db().insert(ledgerEntries).values({
      id: newId(),
      clubId: league.clubId,
      leagueId: league.id,
      registrationId: registration.id,
      kind: 'charge',
      amountCents: 5_000,
      description: 'Player fee',
      createdAt: t.clock(),
      createdByName: 'Test',
    });
    const waived = await call('POST', paymentsUrl(league.id, '/adjustments'), { registration_id: registration.id, kind: 'waiver', amount_cents: 5_000 });
    expect(waived.statusCode).toBe(201);
    const view = (await call('GET', paymentsUrl(league.id))).json();
    expect(view.registrations.find((row: { id: string }) => row.id === registration.id)).toMatchObject({ payment_status: 'waived' });

    const other = await teamOwing();
    expect((await call('POST', paymentsUrl(league.id, '/offline'), { team_id: other.team.id, method: 'cash', amount_cents: 100 })).statusCode).toBe(404);
    expect((await call('POST', paymentsUrl(league.id, '/adjustments'), { registration_id: newId(), kind: 'credit', amount_cents: 100 })).statusCode).toBe(404);
    expect((await call('POST', paymentsUrl(league.id, '/offline'), { method: 'cash', amount_cents: 100 })).statusCode).toBe(400);
  });
});

describe('POST …/payments/:entryId/refund', () => {
  it('refunds a card payment through Stripe once, with the entry’s idempotency key; the charge.refunded event adds nothing', async () => {
    const { league, team } = await teamOwing();
    const payment = await cardPayment(league.id, team.id);
    const sent = fake.requests().length;
    const response = await call('POST', paymentsUrl(league.id, `/${payment.id}/refund`), { amount_cents: 2_500, fee_borne_by: 'club', reason: 'Injury' });
    expect(response.statusCode).toBe(201);
    const refund = response.json();
    expect(refund).toMatchObject({
      kind: 'refund',
      method: 'card',
      amount_cents: 2_500,
      refund_of_id: payment.id,
      fee_borne_by: 'club',
      created_by: 'Alex Morgan',
    });

    const calls = fake.requests().slice(sent);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/v1/refunds', stripe_account: ACCOUNT, idempotency_key: `refund_${refund.id}`, status: 200 }),
    ]);
    expect(fake.totals(ACCOUNT).refunded_cents).toBeGreaterThanOrEqual(2_500);

    await deliverRefundEvents();
    await deliverRefundEvents();
    expect((await refundsOf(payment.id)).map((row) => row.amountCents)).toEqual([2_500]);
    const view = (await call('GET', paymentsUrl(league.id))).json();
    expect(view.entries.find((entry: { id: string }) => entry.id === payment.id)).toMatchObject({ refundable_cents: 7_500 });
    expect(view.teams[0]).toMatchObject({ totals: { paid_card: 10_000, refunded: 2_500, balance: 2_500 } });
  });

  it('records a refund made in the Stripe dashboard once, from charge.refunded', async () => {
    const { league, team } = await teamOwing();
    const payment = await cardPayment(league.id, team.id);
    const dashboard = await t.app.stripe.refunds.create({ payment_intent: payment.paymentIntent, amount: 1_000 }, { stripeAccount: ACCOUNT });
    await deliverRefundEvents();
    await deliverRefundEvents();
    const rows = await refundsOf(payment.id);
    expect(rows).toEqual([expect.objectContaining({ amountCents: 1_000, stripeRef: dashboard.id, createdByName: 'Stripe (refund in the dashboard)' })]);
  });

  it('answers 422 for more than what is left, and 404 for an entry that is not a payment of this league', async () => {
    const { league, team } = await teamOwing();
    const cash = (await call('POST', paymentsUrl(league.id, '/offline'), { team_id: team.id, method: 'cash', amount_cents: 5_000 })).json();
    const tooMuch = await call('POST', paymentsUrl(league.id, `/${cash.id}/refund`), { amount_cents: 5_001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('refund_too_large');
    const charge = (await call('GET', paymentsUrl(league.id))).json().entries.find((entry: { kind: string }) => entry.kind === 'charge');
    expect((await call('POST', paymentsUrl(league.id, `/${charge.id}/refund`), { amount_cents: 100 })).statusCode).toBe(404);
    const other = await teamOwing();
    expect((await call('POST', paymentsUrl(other.league.id, `/${cash.id}/refund`), { amount_cents: 100 })).statusCode).toBe(404);
  });

  it('two refunds at once of one payment never exceed it (cash, and card)', async () => {
    const { league, team } = await teamOwing();
    const cash = (await call('POST', paymentsUrl(league.id, '/offline'), { team_id: team.id, method: 'cash', amount_cents: 5_000 })).json();
    const cashRace = await Promise.all([1, 2].map(() => call('POST', paymentsUrl(league.id, `/${cash.id}/refund`), { amount_cents: 3_000 })));
    expect(cashRace.map((response) => response.statusCode).sort()).toEqual([201, 422]);

    const card = await cardPayment(league.id, team.id);
    const cardRace = await Promise.all([1, 2].map(() => call('POST', paymentsUrl(league.id, `/${card.id}/refund`), { amount_cents: 6_000 })));
    expect(cardRace.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    await deliverRefundEvents();
    expect((await refundsOf(cash.id)).map((row) => row.amountCents)).toEqual([3_000]);
    expect((await refundsOf(card.id)).map((row) => row.amountCents)).toEqual([6_000]);
  });

  it('writes nothing when Stripe fails (502), and releases the place when asked', async () => {
    const { league, team } = await teamOwing();
    const card = await cardPayment(league.id, team.id);
    fake.failNext(3, 500);
    const failed = await call('POST', paymentsUrl(league.id, `/${card.id}/refund`), { amount_cents: 10_000, release_place: true });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('payment_provider_error');
    expect(await refundsOf(card.id)).toEqual([]);
    expect(await db().select().from(teams).where(eq(teams.id, team.id))).toHaveLength(1);

    const released = await call('POST', paymentsUrl(league.id, `/${card.id}/refund`), {
      amount_cents: 10_000,
      fee_borne_by: 'registrant',
      release_place: true,
    });
    expect(released.statusCode).toBe(201);
    expect(await db().select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
    const view = (await call('GET', paymentsUrl(league.id))).json();
    expect(view.teams).toEqual([]);
    // The fee the released team owed is waived: the league's outstanding balance does not keep a team that left.
    expect(view.totals).toMatchObject({ charged: 10_000, refunded: 10_000, waived: 10_000, balance: 0 });
  });
});

describe('PUT …/payments/settings', () => {
  it('sets the players_pay deadline and remainder policy, audited as a league update', async () => {
    const league = await insertLeague(db(), 'club2', { paymentMode: 'players_pay' });
    const saved = await call('PUT', paymentsUrl(league.id, '/settings'), { payment_deadline: '2026-08-01', remainder_policy: 'charge_captain' });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', paymentsUrl(league.id))).json()).toMatchObject({ payment_deadline: '2026-08-01', remainder_policy: 'charge_captain' });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'league'), eq(auditLog.entityId, league.id)));
    expect(entry).toMatchObject({ action: 'update', actorName: 'Alex Morgan' });

    const captainsPay = await insertLeague(db(), 'club2');
    expect(
      (await call('PUT', paymentsUrl(captainsPay.id, '/settings'), { payment_deadline: '2026-08-01', remainder_policy: 'mark_incomplete' })).statusCode,
    ).toBe(400);
  });
});
