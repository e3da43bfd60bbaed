import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { FailedJob, LeaguePayments, MyRegistrations, RegistrationResult } from '@matchday/domain';
import { bearer } from '../../../test/helper.js';
import { insertLeague } from '../../../test/fixtures.js';
import { useStripeTestAppWithMail } from '../../../test/stripe-harness.js';
import { ledgerEntries } from '../../db/schema.js';
import { clubFinder } from '../clubs/club-by-slug.js';
import { payOnFake, playerBearer, registerBody, sessionFor } from '../registration/test-support.js';
import { moneyDepsOf, type MoneyDeps } from './money-deps.js';
import { applyPaymentDeadline } from './remainder.js';

const { t } = await useStripeTestAppWithMail();

async function captainTeam(email: string, consent: boolean, leagueOverrides = {}) {
  const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'players_pay', teamFeeCents: 30_000, playerFeeCents: 10_000, ...leagueOverrides });
  const token = await sessionFor(t, 'club1', email);
  const registered = await t.app.inject({
    method: 'POST',
    url: `/api/public/clubs/club1/leagues/${league.id}/registrations`,
    headers: playerBearer(token),
    payload: registerBody({ team_name: `Team of ${email}`, remainder_consent: consent }),
  });
  expect(registered.statusCode, registered.body).toBe(201);
  await payOnFake(t, registered.json<RegistrationResult>());
  const me = (await t.app.inject({ method: 'GET', url: '/api/public/clubs/club1/me', headers: playerBearer(token) })).json<MyRegistrations>();
  return { league, token, teamId: me.registrations[0]!.team!.id };
}

const chargeRemainder = async (leagueId: string, teamId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/club1/leagues/${leagueId}/payments/teams/${teamId}/charge-remainder`,
    headers: bearer(await t.loginAs('admin@example.com')),
  });

describe('players_pay: the rest of the team fee', () => {
  it('charges the rest to the captain’s saved card, off session, once, when the captain consented at checkout', async () => {
    const { league, token, teamId } = await captainTeam('consenting@example.com', true);
    const before = t.fake.totals('acct_demo_club1').charged_cents;
    const charged = await chargeRemainder(league.id, teamId);
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json()).toEqual({ charged_cents: 20_000 });
    expect(t.fake.totals('acct_demo_club1').charged_cents - before).toBe(20_000);
    const me = (await t.app.inject({ method: 'GET', url: '/api/public/clubs/club1/me', headers: playerBearer(token) })).json<MyRegistrations>();
    expect(me.registrations[0]!.team!.status).toBe('confirmed');
    expect((await chargeRemainder(league.id, teamId)).statusCode).toBe(409);
    // The Payments tab counts a team's players' shares with what the team paid itself.
    const tab = await t.app.inject({ method: 'GET', url: `/api/club1/leagues/${league.id}/payments`, headers: bearer(await t.loginAs('admin@example.com')) });
    expect(tab.json<LeaguePayments>().teams.find((team) => team.id === teamId)!.totals).toMatchObject({ charged: 30_000, collected: 30_000, balance: 0 });
  });

  it('refuses without the captain’s consent, and the deadline marks such a team incomplete', async () => {
    const { league, token, teamId } = await captainTeam('no.consent@example.com', false);
    const refused = await chargeRemainder(league.id, teamId);
    expect(refused.statusCode).toBe(409);
    // Saving the deadline on the Payments tab queues its job for the end of that day in the club's timezone.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/club1/leagues/${league.id}/payments/settings`,
      headers: bearer(await t.loginAs('admin@example.com')),
      payload: { payment_deadline: '2026-03-02', remainder_policy: 'charge_captain' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.jobs.drain();
    const early = (await t.app.inject({ method: 'GET', url: '/api/public/clubs/club1/me', headers: playerBearer(token) })).json<MyRegistrations>();
    expect(early.registrations[0]!.team!.status).toBe('awaiting_payment');
    t.clock.advanceMinutes(2 * 24 * 60);
    await t.app.jobs.drain();
    const late = (await t.app.inject({ method: 'GET', url: '/api/public/clubs/club1/me', headers: playerBearer(token) })).json<MyRegistrations>();
    expect(late.registrations[0]!.team!.status).toBe('incomplete');
  });
});

const adminGet = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(await t.loginAs('admin@example.com')) })).json<T>();
const teamRow = async (leagueId: string, teamId: string) =>
  (await adminGet<LeaguePayments>(`/api/club1/leagues/${leagueId}/payments`)).teams.find((team) => team.id === teamId)!;
const club1 = async () => (await clubFinder(t.app.db)('club1'))!;
/** The team's own entries (the remainder's), its players' shares aside. */
const teamEntries = (teamId: string, kind: 'charge' | 'payment') =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.teamId, teamId), isNull(ledgerEntries.registrationId), eq(ledgerEntries.kind, kind)));

/** The app's money deps, with Stripe's off-session charge held until `release` is called: a deadline job caught mid-way. */
function pausedAtStripe(): { deps: MoneyDeps; reached: Promise<void>; release: () => void } {
  const deps = moneyDepsOf(t.app);
  let release!: () => void;
  let reach!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const intents = deps.stripe.paymentIntents;
  const paymentIntents = {
    create: async (...args: Parameters<typeof intents.create>) => {
      reach();
      await gate;
      return intents.create(...args);
    },
  } as unknown as Stripe['paymentIntents'];
  return { deps: { ...deps, stripe: { ...deps.stripe, paymentIntents } as Stripe }, reached, release };
}

describe('players_pay: the rest of the team fee, once', () => {
  it('tells the Payments tab whether the rest can be charged: only with the captain’s consent and a shortfall', async () => {
    const consenting = await captainTeam('flag.yes@example.com', true);
    const refusing = await captainTeam('flag.no@example.com', false);
    expect(await teamRow(consenting.league.id, consenting.teamId)).toMatchObject({ shortfall_cents: 20_000, remainder_chargeable: true });
    expect(await teamRow(refusing.league.id, refusing.teamId)).toMatchObject({ shortfall_cents: 20_000, remainder_chargeable: false });
    expect((await chargeRemainder(consenting.league.id, consenting.teamId)).statusCode).toBe(200);
    expect(await teamRow(consenting.league.id, consenting.teamId)).toMatchObject({ shortfall_cents: 0, remainder_chargeable: false });
  });

  it('an admin’s click during the deadline job charges the card once: one Stripe charge, one charge entry, one payment', async () => {
    const { league, teamId } = await captainTeam('race@example.com', true, { remainderPolicy: 'charge_captain' });
    const before = t.fake.totals('acct_demo_club1').charged_cents;
    const job = pausedAtStripe();
    const deadline = applyPaymentDeadline(job.deps, await club1(), league.id);
    // The job read the shortfall and is about to ask Stripe; the admin clicks "Charge rest to captain" meanwhile.
    await job.reached;
    const clicked = await chargeRemainder(league.id, teamId);
    expect(clicked.statusCode, clicked.body).toBe(200);
    job.release();
    await deadline;

    expect(t.fake.totals('acct_demo_club1').charged_cents - before).toBe(20_000);
    expect(await teamEntries(teamId, 'charge')).toHaveLength(1);
    const payments = await teamEntries(teamId, 'payment');
    expect(payments).toMatchObject([{ amountCents: 20_000, stripeRef: expect.stringMatching(/^pi_/) }]);
    expect(await teamRow(league.id, teamId)).toMatchObject({ status: 'confirmed', shortfall_cents: 0, totals: { charged: 30_000, balance: 0 } });
  });

  it('a card declined at the deadline is logged and raised to the admin with Stripe’s reason; the team is incomplete', async () => {
    const { league, teamId } = await captainTeam('declined@example.com', true, { remainderPolicy: 'charge_captain' });
    t.fake.failNext(1, 402);
    await applyPaymentDeadline(moneyDepsOf(t.app), await club1(), league.id);
    await t.app.jobs.drain();

    expect(await teamRow(league.id, teamId)).toMatchObject({ status: 'incomplete', shortfall_cents: 20_000 });
    expect(await teamEntries(teamId, 'payment')).toEqual([]);
    const failed = await adminGet<FailedJob[]>('/api/club1/jobs/failed');
    expect(failed).toContainEqual(
      expect.objectContaining({
        queue: 'payment-alert',
        description: expect.stringContaining('Team of declined@example.com'),
        last_error: 'Scripted failure of the fake Stripe.',
      }),
    );
  });

  it('at the deadline, a team whose captain cannot be charged (no consent) is incomplete and the admin is told why', async () => {
    const { league, teamId } = await captainTeam('never.agreed@example.com', false, { remainderPolicy: 'charge_captain' });
    await applyPaymentDeadline(moneyDepsOf(t.app), await club1(), league.id);
    await t.app.jobs.drain();
    expect(await teamRow(league.id, teamId)).toMatchObject({ status: 'incomplete', shortfall_cents: 20_000 });
    expect(await adminGet<FailedJob[]>('/api/club1/jobs/failed')).toContainEqual(
      expect.objectContaining({
        queue: 'payment-alert',
        description: expect.stringContaining('Team of never.agreed@example.com'),
        last_error: 'The captain did not agree at checkout to be charged the rest of the team fee',
      }),
    );
  });

  it('a card declined at the admin’s click answers 402 with Stripe’s reason, writing nothing', async () => {
    const { league, teamId } = await captainTeam('declined.click@example.com', true);
    t.fake.failNext(1, 402);
    const declined = await chargeRemainder(league.id, teamId);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'card_declined', message: expect.stringContaining('Scripted failure of the fake Stripe.') });
    expect(await teamEntries(teamId, 'charge')).toEqual([]);
    expect(await teamRow(league.id, teamId)).toMatchObject({ shortfall_cents: 20_000, remainder_chargeable: true });
  });
});
