import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { newId } from '@matchday/domain';
import { bearer, createTestApp, type TestContext } from '../../../test/helper.js';
import { clubIdOf, insertLeague, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { auditLog, ledgerEntries, leagues, outbox, products, stripeAccounts, teams } from '../../db/schema.js';
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
/** Each POST is a new action (its own action_key) unless the test sends the key itself. */
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: bearer(admin),
    ...(payload && { payload: method === 'POST' && !('action_key' in payload) ? { ...payload, action_key: newId() } : payload }),
  });

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
      payload: { team_id: newId(), method: 'cash', amount_cents: 100, action_key: newId() },
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
      // What it was for, as data a page says in its reader's language; the note as typed.
      text: { topic: 'cash_payment', early_bird: false, item: null, note: 'At the desk' },
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
    // Nothing is owed now: a waiver forgives at most the balance, a credit may go beyond it.
    const overWaived = await call('POST', paymentsUrl(league.id, '/adjustments'), { registration_id: registration.id, kind: 'waiver', amount_cents: 100 });
    expect(overWaived.statusCode).toBe(422);
    expect(overWaived.json()).toMatchObject({ code: 'validation_error', errors: { amount_cents: ['At most $0.00'] } });
    expect(
      (await call('POST', paymentsUrl(league.id, '/adjustments'), { registration_id: registration.id, kind: 'credit', amount_cents: 100 })).statusCode,
    ).toBe(201);

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

/** A team whose captain is registered on it (so the payer is e-mailed), owing its $100 fee. */
async function teamWithCaptain() {
  const { league, team } = await teamOwing();
  const captain = await insertPlayer(db(), 'club2');
  await insertRegistration(db(), league.id, captain.id, team.id);
  await db().update(teams).set({ captainPlayerId: captain.id }).where(eq(teams.id, team.id));
  return { league, team, captainEmail: captain.email };
}

const mailsTo = (recipient: string, subject: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.subject, subject)));

const entriesOf = (leagueId: string, kind: 'payment' | 'waiver' | 'credit' | 'charge') =>
  db()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.leagueId, leagueId), eq(ledgerEntries.kind, kind)));

/** The same request sent twice at once, as a double click or a retry racing the first would. */
const twice = (url: string, payload: object) => Promise.all([call('POST', url, payload), call('POST', url, payload)]);

describe('every money action is done once per action_key (issue 19 §2)', () => {
  it('a doubled card refund refunds once: one Stripe refund, one ledger row, one e-mail; sent again later, the same answer', async () => {
    const { league, team, captainEmail } = await teamWithCaptain();
    const payment = await cardPayment(league.id, team.id);
    const sent = fake.requests().length;
    const refunded = fake.totals(ACCOUNT).refunded_cents;
    const body = { amount_cents: 5_000, fee_borne_by: 'club', action_key: newId() };

    const responses = await twice(paymentsUrl(league.id, `/${payment.id}/refund`), body);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(responses[1]!.json()).toEqual(responses[0]!.json());
    const again = await call('POST', paymentsUrl(league.id, `/${payment.id}/refund`), body);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(responses[0]!.json().id);

    expect(
      fake
        .requests()
        .slice(sent)
        .filter((request) => request.path === '/v1/refunds' && request.method === 'POST'),
    ).toHaveLength(1);
    expect(fake.totals(ACCOUNT).refunded_cents - refunded).toBe(5_000);
    await deliverRefundEvents();
    expect((await refundsOf(payment.id)).map((row) => row.amountCents)).toEqual([5_000]);
    expect(await mailsTo(captainEmail, `Refund: ${league.name}`)).toHaveLength(1);
  });

  it('a doubled cash refund writes one row and one e-mail', async () => {
    const { league, team, captainEmail } = await teamWithCaptain();
    const cash = (await call('POST', paymentsUrl(league.id, '/offline'), { team_id: team.id, method: 'cash', amount_cents: 8_000 })).json();
    const responses = await twice(paymentsUrl(league.id, `/${cash.id}/refund`), { amount_cents: 3_000, action_key: newId() });
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(responses[1]!.json().id).toBe(responses[0]!.json().id);
    expect((await refundsOf(cash.id)).map((row) => row.amountCents)).toEqual([3_000]);
    expect(await mailsTo(captainEmail, `Refund: ${league.name}`)).toHaveLength(1);
  });

  it('a card refund Stripe failed (5xx) is taken over by a retry with its key: one refund in the end', async () => {
    const { league, team } = await teamOwing();
    const payment = await cardPayment(league.id, team.id);
    const body = { amount_cents: 2_000, action_key: newId() };
    fake.failNext(3, 500);
    expect((await call('POST', paymentsUrl(league.id, `/${payment.id}/refund`), body)).statusCode).toBe(502);
    const retried = await call('POST', paymentsUrl(league.id, `/${payment.id}/refund`), body);
    expect(retried.statusCode).toBe(201);
    expect(await refundsOf(payment.id)).toEqual([expect.objectContaining({ id: retried.json().id, amountCents: 2_000 })]);
  });

  it('a doubled offline payment, waiver, charge or add-on is written once', async () => {
    const { league, team } = await teamWithCaptain();
    const offline = await twice(paymentsUrl(league.id, '/offline'), { team_id: team.id, method: 'cash', amount_cents: 1_000, action_key: newId() });
    const waiver = await twice(paymentsUrl(league.id, '/adjustments'), { team_id: team.id, kind: 'waiver', amount_cents: 500, action_key: newId() });
    const charge = await twice(paymentsUrl(league.id, '/charges'), { team_id: team.id, amount_cents: 1_500, description: 'Late fee', action_key: newId() });
    const addOn = await twice(paymentsUrl(league.id, '/add-ons'), { name: 'Jersey', price_cents: 2_500, action_key: newId() });
    for (const pair of [offline, waiver, charge, addOn]) {
      expect(pair.map((response) => response.statusCode)).toEqual([201, 201]);
      expect(pair[1]!.json()).toEqual(pair[0]!.json());
    }
    expect(await entriesOf(league.id, 'payment')).toHaveLength(1);
    expect(await entriesOf(league.id, 'waiver')).toHaveLength(1);
    // The team fee, and the late fee once.
    expect((await entriesOf(league.id, 'charge')).map((row) => row.amountCents).sort()).toEqual([10_000, 1_500].sort());
    expect(await db().select().from(products).where(eq(products.leagueId, league.id))).toHaveLength(1);
    const history = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.leagueId, league.id)));
    expect(history).toHaveLength(3);
  });

  it('refuses a key sent with another action (409), and a request without a well-formed key (400)', async () => {
    const { league, team } = await teamOwing();
    const key = newId();
    expect(
      (await call('POST', paymentsUrl(league.id, '/offline'), { team_id: team.id, method: 'cash', amount_cents: 1_000, action_key: key })).statusCode,
    ).toBe(201);
    const reused = await call('POST', paymentsUrl(league.id, '/adjustments'), { team_id: team.id, kind: 'credit', amount_cents: 100, action_key: key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'conflict', errors: { action_key: [expect.any(String)] } });
    const missing = await t.app.inject({
      method: 'POST',
      url: paymentsUrl(league.id, '/offline'),
      headers: bearer(admin),
      payload: { team_id: team.id, method: 'cash', amount_cents: 100 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('action_key');
    const malformed = await call('POST', paymentsUrl(league.id, '/offline'), { team_id: team.id, method: 'cash', amount_cents: 100, action_key: 'bad key!' });
    expect(malformed.statusCode).toBe(400);
    expect(await entriesOf(league.id, 'payment')).toHaveLength(1);
  });
});

describe('offline payments above the balance (issue 19 §4)', () => {
  it('refuses $500 against a $100 balance (422 on amount_cents) unless the excess is confirmed as a credit', async () => {
    const { league, team } = await teamOwing();
    const refused = await call('POST', paymentsUrl(league.id, '/offline'), { team_id: team.id, method: 'check', amount_cents: 50_000 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'validation_error', errors: { amount_cents: ['At most $100.00'] } });
    expect(refused.json().message).toContain('more than the balance of $100.00');
    expect(await entriesOf(league.id, 'payment')).toEqual([]);

    const credited = await call('POST', paymentsUrl(league.id, '/offline'), {
      team_id: team.id,
      method: 'check',
      amount_cents: 50_000,
      excess_as_credit: true,
    });
    expect(credited.statusCode).toBe(201);
    const view = (await call('GET', paymentsUrl(league.id))).json();
    expect(view.teams[0]).toMatchObject({ status: 'confirmed', totals: { balance: -40_000 } });
    // Nothing is owed now: any amount is beyond the balance.
    expect((await call('POST', paymentsUrl(league.id, '/offline'), { team_id: team.id, method: 'cash', amount_cents: 1 })).statusCode).toBe(422);
  });
});

describe('POST …/payments/charges', () => {
  it('charges a team or a player, audited with the admin’s name; the balance owes it', async () => {
    const { league, team } = await teamOwing();
    const response = await call('POST', paymentsUrl(league.id, '/charges'), { team_id: team.id, amount_cents: 2_500, description: ' Late fee ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'charge',
      method: null,
      amount_cents: 2_500,
      description: 'Late fee',
      team_name: 'Otters',
      created_by: 'Alex Morgan',
    });
    expect((await call('GET', paymentsUrl(league.id))).json().teams[0]).toMatchObject({ totals: { charged: 12_500, balance: 12_500 } });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.entityId, response.json().id)));
    expect(entry).toMatchObject({ action: 'create', actorName: 'Alex Morgan' });

    const registration = await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2')).id, null);
    const player = await call('POST', paymentsUrl(league.id, '/charges'), {
      registration_id: registration.id,
      amount_cents: 1_000,
      description: 'Lost jersey',
    });
    expect(player.statusCode).toBe(201);
    expect(player.json()).toMatchObject({ registration_id: registration.id, kind: 'charge' });
  });

  it('answers 401/403 off the club, 404 for another club’s league or team, 400 for bad input, 409 in an archived league', async () => {
    const { league, team } = await teamOwing();
    const body = { team_id: team.id, amount_cents: 100, description: 'Late fee', action_key: newId() };
    await expectClubGuards(t, admin, { method: 'POST', url: (slug) => paymentsUrl(league.id, '/charges', slug), payload: body });
    const elsewhere = await insertLeague(db(), 'club1');
    expect((await call('POST', paymentsUrl(elsewhere.id, '/charges'), { ...body, action_key: newId() })).statusCode).toBe(404);
    const otherClubTeam = await insertTeam(db(), elsewhere.id);
    expect((await call('POST', paymentsUrl(league.id, '/charges'), { team_id: otherClubTeam.id, amount_cents: 100, description: 'x' })).statusCode).toBe(404);
    for (const bad of [
      { team_id: team.id, amount_cents: 100, description: '  ' },
      { team_id: team.id, amount_cents: 0, description: 'Late fee' },
      { team_id: team.id, amount_cents: 1.5, description: 'Late fee' },
      { amount_cents: 100, description: 'Late fee' },
      { team_id: team.id, registration_id: newId(), amount_cents: 100, description: 'Late fee' },
      { team_id: team.id, amount_cents: 100, description: 'Late fee', extra: true },
    ]) {
      const response = await call('POST', paymentsUrl(league.id, '/charges'), bad);
      expect({ bad, status: response.statusCode, code: response.json().code }).toEqual({ bad, status: 400, code: 'validation_error' });
    }
    const archived = await teamOwing({ status: 'archived' });
    const refused = await call('POST', paymentsUrl(archived.league.id, '/charges'), { team_id: archived.team.id, amount_cents: 100, description: 'Late fee' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_editable');
    expect((await entriesOf(league.id, 'charge')).map((row) => row.amountCents)).toEqual([10_000]);
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
