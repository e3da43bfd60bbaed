import { afterAll, describe, expect, it } from 'vitest';
import type { LeaguePayments, MyRegistrations, RegistrationResult } from '@matchday/domain';
import { bearer } from '../../../test/helper.js';
import { insertLeague } from '../../../test/fixtures.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { useStripeTestApp } from '../../../test/stripe-harness.js';
import { payOnFake, playerBearer, registerBody, sessionFor } from '../registration/test-support.js';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const t = useStripeTestApp({ SMTP_URL: smtp.url });

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
