import { beforeAll, describe, expect, it } from 'vitest';
import { newId, type MyRegistrations, type RegistrationResult } from '@matchday/domain';
import { eq } from 'drizzle-orm';
import { teams } from '../../db/schema.js';
import { insertLeague, insertTeam } from '../../../test/fixtures.js';
import { useStripeTestAppWithMail } from '../../../test/stripe-harness.js';
import { payOnFake, playerBearer, publicRegistration, signInPlayer } from './test-support.js';

const { smtp, t } = await useStripeTestAppWithMail();

const { register } = publicRegistration(t);
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/public/clubs/club1/me', headers: playerBearer(token) })).json<MyRegistrations>();
const inviteTokenOf = (registrations: MyRegistrations) => new URL(registrations.registrations[0]!.invite_url!).searchParams.get('invite')!;

describe('players_pay: the team fee split into shares', () => {
  it('confirms the team once the captain’s and the invited players’ shares cover the team fee', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'players_pay', teamFeeCents: 30_000, playerFeeCents: 10_000, rosterMin: 3 });
    const captain = await signInPlayer(t, smtp, 'club1', 'share.captain@example.com');
    const created = await register(captain, league.id, { team_name: 'Split Squad' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<RegistrationResult>()).toMatchObject({ outcome: 'checkout', amount_cents: 10_000 });
    await payOnFake(t, created.json());
    let mine = await me(captain);
    expect(mine.registrations[0]).toMatchObject({ payment_status: 'paid', team: { status: 'awaiting_payment' } });

    // The captain sets a custom share; the invite page and the charge follow it.
    const teamId = mine.registrations[0]!.team!.id;
    const share = await t.app.inject({
      method: 'PUT',
      url: `/api/public/clubs/club1/me/teams/${teamId}/invite`,
      headers: playerBearer(captain),
      payload: { share_cents: 20_000 },
    });
    expect(share.statusCode).toBe(204);
    const invite = inviteTokenOf(mine);
    const options = await t.app.inject({ method: 'GET', url: `/api/public/clubs/club1/leagues/${league.id}/registration?invite=${invite}` });
    expect(options.json()).toMatchObject({ invite: { team_name: 'Split Squad', share_cents: 20_000 } });

    const player = await signInPlayer(t, smtp, 'club1', 'share.player@example.com');
    const joined = await register(player, league.id, { as: 'player', team_name: null, invite_token: invite, first_name: 'Pat', last_name: 'Player' });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json<RegistrationResult>()).toMatchObject({ outcome: 'checkout', amount_cents: 20_000 });
    await payOnFake(t, joined.json());

    mine = await me(captain);
    expect(mine.registrations[0]!.team!.status).toBe('confirmed');
    expect(mine.registrations[0]!.roster).toEqual([
      expect.objectContaining({ captain: true, paid: true }),
      expect.objectContaining({ name: 'Pat P.', paid: true }),
    ]);
  });
});

describe('full_player_fee_from_captain and full_player_fee_from_player', () => {
  it('charges the captain the player fee for the roster minimum, then one more for a player beyond it', async () => {
    const league = await insertLeague(t.database.db, 'club1', {
      paymentMode: 'full_player_fee_from_captain',
      teamFeeCents: 0,
      playerFeeCents: 5_000,
      rosterMin: 1,
    });
    const captain = await signInPlayer(t, smtp, 'club1', 'fee.captain@example.com');
    const created = await register(captain, league.id, { team_name: 'Fee Payers' });
    expect(created.json<RegistrationResult>()).toMatchObject({ outcome: 'checkout', amount_cents: 5_000 });
    await payOnFake(t, created.json());
    const invite = inviteTokenOf(await me(captain));

    const player = await signInPlayer(t, smtp, 'club1', 'fee.player@example.com');
    const joined = await register(player, league.id, { as: 'player', team_name: null, invite_token: invite, first_name: 'Finn', last_name: 'Free' });
    // The player pays nothing; the team owes one more player fee, which its captain pays.
    expect(joined.json<RegistrationResult>()).toMatchObject({ outcome: 'confirmed', amount_cents: 0 });
    const owed = await me(captain);
    expect(owed.registrations[0]).toMatchObject({ balance_cents: 5_000, team: { status: 'awaiting_payment' } });

    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/public/clubs/club1/me/registrations/${owed.registrations[0]!.id}/pay`,
      headers: playerBearer(captain),
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/public/clubs/club1/me/registrations/${owed.registrations[0]!.id}/pay`,
      headers: playerBearer(captain),
    });
    expect(again.json()).toEqual(pay.json()); // a second click answers the same open checkout
    await payOnFake(t, { ...pay.json(), registration_id: '', team_id: null, outcome: 'checkout', amount_cents: 5_000 } as RegistrationResult);
    expect((await me(captain)).registrations[0]).toMatchObject({ balance_cents: 0, team: { status: 'confirmed' } });
  });

  it('makes every player, a free agent too, pay the full player fee', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'full_player_fee_from_player', teamFeeCents: 0, playerFeeCents: 7_500 });
    const agent = await signInPlayer(t, smtp, 'club1', 'free.agent@example.com');
    const joined = await register(agent, league.id, { as: 'free_agent', team_name: null, first_name: 'Fay', last_name: 'Agent' });
    expect(joined.json<RegistrationResult>()).toMatchObject({ outcome: 'checkout', amount_cents: 7_500, team_id: null });
    await payOnFake(t, joined.json());
    expect((await me(agent)).registrations[0]).toMatchObject({ payment_status: 'paid', team: null });
  });
});

describe('free leagues, teams-only leagues and restricted accounts', () => {
  let before: number;
  beforeAll(() => {
    before = t.fake.requests().length;
  });

  it('confirms a free league’s registration without a single request to Stripe', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'free', teamFeeCents: 0, playerFeeCents: 0, rosterMin: 1 });
    const captain = await signInPlayer(t, smtp, 'club1', 'free.captain@example.com');
    const created = await register(captain, league.id, { team_name: 'Gratis' });
    expect(created.json<RegistrationResult>()).toMatchObject({ outcome: 'confirmed', order_id: null, checkout_url: null });
    expect((await me(captain)).registrations[0]!.team!.status).toBe('confirmed');
    expect(t.fake.requests().length).toBe(before);
  });

  it('refuses a free agent in a teams-only league with 422 free_agents_not_allowed', async () => {
    const league = await insertLeague(t.database.db, 'club1', { registrationType: 'teams_only' });
    const agent = await signInPlayer(t, smtp, 'club1', 'teams.only@example.com');
    const refused = await register(agent, league.id, { as: 'free_agent', team_name: null });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'free_agents_not_allowed' });
  });

  it('refuses card checkout with 409 payments_unavailable once the club’s account is restricted', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 9_500 });
    await t.fake.restrictAccount('acct_demo_club1', { deadline: new Date(t.clock().getTime() + 5 * 86_400_000), chargesEnabled: false });
    await t.app.jobs.drain();
    const captain = await signInPlayer(t, smtp, 'club1', 'restricted.captain@example.com');
    const refused = await register(captain, league.id, { team_name: 'Too Late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'payments_unavailable' });
    const options = await t.app.inject({ method: 'GET', url: `/api/public/clubs/club1/leagues/${league.id}/registration` });
    expect(options.json()).toMatchObject({ card_payments: false });
    // Offline payments stay open: the admin records a check for a team of the league.
    const [team] = await t.database.db.select().from(teams).where(eq(teams.leagueId, league.id)).limit(1);
    const teamId = team?.id ?? (await insertTeam(t.database.db, league.id, { name: 'Pays by check' })).id;
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/club1/leagues/${league.id}/payments/offline`,
      headers: { authorization: `Bearer ${await t.loginAs('admin@example.com')}` },
      payload: { team_id: teamId, method: 'check', amount_cents: 9_500, note: 'check 1042', excess_as_credit: true, action_key: newId() },
    });
    expect(check.statusCode, check.body).toBe(201);
  });
});
