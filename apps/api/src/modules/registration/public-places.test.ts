import { describe, expect, it } from 'vitest';
import { CHECKOUT_HOLD_MINUTES, type PublicLeaguePage, type PublicSite, type RegistrationResult } from '@matchday/domain';
import { insertLeague } from '../../../test/fixtures.js';
import { useStripeTestAppWithMail } from '../../../test/stripe-harness.js';
import { payOnFake, publicRegistration, sessionFor } from './test-support.js';

/** Issue 19 §6 and §2: places left counted one way on the public pages and in registration; held teams never published. */
const { smtp, t } = await useStripeTestAppWithMail();

const { register, options, joinWaitlist } = publicRegistration(t);
const leaguePage = async (leagueId: string) => {
  const page = await t.app.inject({ method: 'GET', url: `/api/public/clubs/club1/leagues/${leagueId}` });
  expect(page.statusCode, page.body).toBe(200);
  return { body: page.body, page: page.json<PublicLeaguePage>() };
};
describe('places left while a freed place is offered to the waitlist', () => {
  it('shows no place left to the public or a stranger (who may join the waitlist), and the place to the team it was offered to', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 9_500, teamCapacity: 1 });
    const holder = await sessionFor(t, 'club1', 'offer.holder@example.com');
    expect((await register(holder, league.id, { team_name: 'Holders' })).statusCode).toBe(201);
    const waiting = await sessionFor(t, 'club1', 'offer.waiting@example.com');
    expect((await joinWaitlist(waiting, league.id, 'Wanda Waiting', 'Waiters')).statusCode).toBe(201);

    // The hold runs out: its place is offered to the team waiting, for 48 hours.
    const since = smtp.received.length;
    t.clock.advanceMinutes(CHECKOUT_HOLD_MINUTES + 10);
    await t.app.jobs.drain();
    const offerToken = /register\?offer=([\w-]+)/.exec((await smtp.lastTo('offer.waiting@example.com', since)).text)![1]!;

    const { page } = await leaguePage(league.id);
    expect(page.league.registration).toMatchObject({ state: 'open', places_left: 0 });
    const site = (await t.app.inject({ method: 'GET', url: '/api/public/clubs/club1/site' })).json<PublicSite>();
    expect(site.leagues.find((candidate) => candidate.id === league.id)?.registration.places_left).toBe(0);

    // A stranger is told at the first step, and the waitlist takes them.
    expect(await options(league.id)).toMatchObject({ places_left: 0, waitlist: true });
    const stranger = await sessionFor(t, 'club1', 'offer.stranger@example.com');
    const queued = await joinWaitlist(stranger, league.id, 'Sam Stranger', 'Strangers');
    expect(queued.statusCode, queued.body).toBe(201);
    expect(queued.json()).toMatchObject({ position: 1 });
    expect((await register(stranger, league.id, { team_name: 'Strangers' })).json()).toMatchObject({ code: 'league_full' });

    // The team the place was offered to sees it, and takes it.
    expect(await options(league.id, `?offer=${offerToken}`)).toMatchObject({ places_left: 1, waitlist: false, offer: { team_name: 'Waiters' } });
    const accepted = await register(waiting, league.id, { team_name: 'Waiters', offer_token: offerToken });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});

describe('teams held by an open checkout', () => {
  it('are not on the public league page, in its standings or at a team page until they are paid', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 9_500, teamCapacity: 4 });
    const captain = await sessionFor(t, 'club1', 'held.team@example.com');
    const held = await register(captain, league.id, { team_name: 'Buy Cheap Watches' });
    expect(held.statusCode, held.body).toBe(201);
    const result = held.json<RegistrationResult>();

    const before = await leaguePage(league.id);
    expect(before.body).not.toContain('Buy Cheap Watches');
    expect(before.page.teams).toEqual([]);
    expect(before.page.standings.rows).toEqual([]);
    // The held place still counts as taken.
    expect(before.page.league.registration.places_left).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/clubs/club1/teams/${result.team_id}` })).statusCode).toBe(404);

    await payOnFake(t, result);
    // Past the public page cache's longest trust in its stamp.
    t.clock.advanceMinutes(1);
    const after = await leaguePage(league.id);
    expect(after.page.teams.map((team) => team.name)).toEqual(['Buy Cheap Watches']);
    expect(after.page.standings.rows.map((row) => row.team.name)).toEqual(['Buy Cheap Watches']);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/clubs/club1/teams/${result.team_id}` })).statusCode).toBe(200);
  });
});
