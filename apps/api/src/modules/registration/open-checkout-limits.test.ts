import { describe, expect, it } from 'vitest';
import { CHECKOUT_HOLD_MINUTES, OPEN_CHECKOUTS_PER_ADDRESS_PER_CLUB, OPEN_CHECKOUTS_PER_ADDRESS_PER_LEAGUE, type RegistrationResult } from '@matchday/domain';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { insertLeague } from '../../../test/fixtures.js';
import { useStripeTestAppWithMail } from '../../../test/stripe-harness.js';
import { payOnFake, publicRegistration, sessionFor } from './test-support.js';

/** Issue 19 §2: holding places without paying. */
const { t } = await useStripeTestAppWithMail();

let addresses = 0;
/** A network address of its own for each test, so what one test holds does not count in another. */
const newAddress = () => `203.0.113.${++addresses}`;

const { register: registerFrom, options } = publicRegistration(t);
const register = (token: string, leagueId: string, from: string, body: Record<string, unknown> = {}) => registerFrom(token, leagueId, body, from);
const placesLeft = async (leagueId: string) => (await options(leagueId)).places_left;
const paidLeague = (teamCapacity = 8) => insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 9_500, teamCapacity });

describe('open checkouts per address', () => {
  it('keeps one address with six throwaway e-mails from holding every place of a league', async () => {
    const league = await paidLeague(6);
    const from = newAddress();
    const answers = [];
    for (let index = 0; index < 6; index++) {
      const token = await sessionFor(t, 'club1', `throwaway${index}@example.com`);
      answers.push(await register(token, league.id, from, { team_name: `Spam ${index}` }));
    }
    const allowed = OPEN_CHECKOUTS_PER_ADDRESS_PER_LEAGUE;
    expect(answers.slice(0, allowed).map((answer) => answer.statusCode)).toEqual(Array(allowed).fill(201));
    for (const refused of answers.slice(allowed)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'too_many_open_checkouts', message: expect.stringMatching(/finish an open checkout or wait/) });
    }
    expect(await placesLeft(league.id)).toBe(6 - allowed);
    const rows = await t.database.db.select({ requestIp: orders.requestIp }).from(orders).where(eq(orders.leagueId, league.id));
    expect(rows.map((row) => row.requestIp)).toEqual(Array(allowed).fill(from));

    // Someone else, elsewhere, still registers.
    const neighbour = await sessionFor(t, 'club1', 'neighbour@example.com');
    expect((await register(neighbour, league.id, newAddress(), { team_name: 'Neighbours' })).statusCode).toBe(201);

    // Once a checkout is paid, the address may hold another place.
    await payOnFake(t, answers[0]!.json<RegistrationResult>());
    const later = await sessionFor(t, 'club1', 'throwaway-later@example.com');
    expect((await register(later, league.id, from, { team_name: 'Later' })).statusCode).toBe(201);
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    const league = await paidLeague(6);
    const network = `2001:db8:${++addresses}:1`;
    const answers = [];
    for (let index = 0; index < 6; index++) {
      const token = await sessionFor(t, 'club1', `rotating${index}@example.com`);
      answers.push(await register(token, league.id, `${network}::${index + 1}`, { team_name: `Rotating ${index}` }));
    }
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(OPEN_CHECKOUTS_PER_ADDRESS_PER_LEAGUE);
    expect(answers.at(-1)!.json()).toMatchObject({ code: 'too_many_open_checkouts' });
    // Another network is another client.
    const other = await sessionFor(t, 'club1', 'other-network@example.com');
    expect((await register(other, league.id, `2001:db8:${++addresses}:2::1`, { team_name: 'Other Network' })).statusCode).toBe(201);
  });

  it('limits the places one address holds unpaid across the club’s leagues', async () => {
    const from = newAddress();
    const leagues = await Promise.all(Array.from({ length: OPEN_CHECKOUTS_PER_ADDRESS_PER_CLUB + 1 }, () => paidLeague()));
    const answers = [];
    for (const [index, league] of leagues.entries()) {
      const token = await sessionFor(t, 'club1', `family${index}@example.com`);
      answers.push((await register(token, league.id, from, { team_name: `Family ${index}` })).json());
    }
    expect(answers.slice(0, -1).every((answer) => answer.order_id)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ code: 'too_many_open_checkouts' });
  });

  it('lets the address hold places again once its checkouts run out', async () => {
    const league = await paidLeague();
    const from = newAddress();
    for (let index = 0; index < OPEN_CHECKOUTS_PER_ADDRESS_PER_LEAGUE; index++) {
      const token = await sessionFor(t, 'club1', `expiring${index}@example.com`);
      expect((await register(token, league.id, from, { team_name: `Expiring ${index}` })).statusCode).toBe(201);
    }
    const next = await sessionFor(t, 'club1', 'expiring-next@example.com');
    expect((await register(next, league.id, from, { team_name: 'Next' })).json()).toMatchObject({ code: 'too_many_open_checkouts' });
    t.clock.advanceMinutes(CHECKOUT_HOLD_MINUTES + 10);
    await t.app.jobs.drain();
    expect((await register(next, league.id, from, { team_name: 'Next' })).statusCode).toBe(201);
  });
});

describe('open checkouts per person', () => {
  it('refuses a second checkout of one person in a league, from any address, and tells them to finish the first', async () => {
    const league = await paidLeague();
    const person = await sessionFor(t, 'club1', 'Twice.Over@example.com');
    const first = await register(person, league.id, newAddress(), { team_name: 'First Try' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await register(person, league.id, newAddress(), { team_name: 'Second Try', as: 'captain' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'too_many_open_checkouts', message: expect.stringMatching(/already have a checkout open in this league/) });
    const asFreeAgent = await register(person, league.id, newAddress(), { as: 'free_agent', team_name: null });
    expect(asFreeAgent.json()).toMatchObject({ code: 'too_many_open_checkouts' });

    // In another league of the club, the same person may register.
    expect((await register(person, (await paidLeague()).id, newAddress(), { team_name: 'Elsewhere' })).statusCode).toBe(201);
  });
});
