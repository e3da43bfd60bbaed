import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId, type LeaguePayments } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { insertLeague, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { ledgerEntries, products } from '../../db/schema.js';

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
});

const db = () => t.database.db;
const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });
const paymentsOf = async (leagueId: string) => {
  const response = await call('GET', `/api/club2/leagues/${leagueId}/payments`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeaguePayments>();
};
const newTeam = async (leagueId: string, name: string, playerIds: string[] = [], captainId: string | null = null) => {
  const response = await call('POST', `/api/club2/leagues/${leagueId}/teams`, { name, player_ids: playerIds, captain_player_id: captainId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
};
const players = async (count: number) => Promise.all(Array.from({ length: count }, () => insertPlayer(db(), 'club2')));
const email = (name: string) => `${name}.${newId().slice(-10).toLowerCase()}@example.com`;

describe('a team or registration the admin creates owes what the payment mode charges', () => {
  it('New team in captains_pay: the team owes its fee (Charged, Balance, Outstanding), with its product, awaiting payment', async () => {
    const league = await insertLeague(db(), 'club2', { paymentMode: 'captains_pay', teamFeeCents: 60_000 });
    const [captain, player] = await players(2);
    const teamId = await newTeam(league.id, 'Herons', [captain!.id, player!.id], captain!.id);

    const money = await paymentsOf(league.id);
    expect(money.teams.find((team) => team.id === teamId)).toMatchObject({
      status: 'awaiting_payment',
      totals: { charged: 60_000, balance: 60_000 },
      remainder_chargeable: false,
    });
    expect(money.totals).toMatchObject({ charged: 60_000, balance: 60_000, outstanding: 60_000, uncharged_shortfall: 0 });
    // Its players owe nothing of their own: the team fee covers them, and the tab says so instead of "Paid".
    expect(money.registrations.map((registration) => [registration.covered_by_team, registration.totals.charged])).toEqual([
      [true, 0],
      [true, 0],
    ]);
    const [entry] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.teamId, teamId));
    expect(entry).toMatchObject({ kind: 'charge', amountCents: 60_000, registrationId: null, description: `Team fee — ${league.name}` });
    const [product] = await db().select().from(products).where(eq(products.id, entry!.productId!));
    expect(product).toMatchObject({ kind: 'team_fee', priceCents: 60_000 });
  });

  it('New team at the early-bird price while it applies; full_player_fee_from_captain charges the roster minimum, or the roster beyond it', async () => {
    const early = await insertLeague(db(), 'club2', { teamFeeCents: 60_000, earlyBirdUntil: '2099-12-31', earlyBirdTeamFeeCents: 45_000 });
    await newTeam(early.id, 'Early');
    expect((await paymentsOf(early.id)).entries).toMatchObject([
      { kind: 'charge', amount_cents: 45_000, description: `Team fee (early bird) — ${early.name}` },
    ]);

    const byCaptain = await insertLeague(db(), 'club2', { paymentMode: 'full_player_fee_from_captain', playerFeeCents: 5_000, rosterMin: 3, rosterMax: 9 });
    const small = await newTeam(
      byCaptain.id,
      'Small',
      (await players(2)).map((player) => player.id),
    );
    const large = await newTeam(
      byCaptain.id,
      'Large',
      (await players(5)).map((player) => player.id),
    );
    const money = await paymentsOf(byCaptain.id);
    expect(money.teams.find((team) => team.id === small)!.totals.charged).toBe(15_000);
    expect(money.teams.find((team) => team.id === large)!.totals.charged).toBe(25_000);
    expect(money.totals.outstanding).toBe(40_000);
  });

  it('charges nothing while the league is free', async () => {
    const league = await insertLeague(db(), 'club2', { paymentMode: 'free', teamFeeCents: 0 });
    await newTeam(
      league.id,
      'Free birds',
      (await players(2)).map((player) => player.id),
    );
    const money = await paymentsOf(league.id);
    expect(money.entries).toEqual([]);
    expect(money.totals).toMatchObject({ charged: 0, outstanding: 0 });
  });

  it('players_pay: each new player owes a share; Outstanding counts the fee the shares leave uncharged', async () => {
    const league = await insertLeague(db(), 'club2', { paymentMode: 'players_pay', teamFeeCents: 100_000, playerFeeCents: 10_000 });
    const teamId = await newTeam(
      league.id,
      'Short',
      (await players(1)).map((player) => player.id),
    );
    const money = await paymentsOf(league.id);
    expect(money.registrations).toMatchObject([{ covered_by_team: false, payment_status: 'unpaid', totals: { charged: 10_000, balance: 10_000 } }]);
    expect(money.teams.find((team) => team.id === teamId)).toMatchObject({ shortfall_cents: 100_000, remainder_chargeable: false });
    // $100 of shares owed, $1,000 of team fee lacking: the club is owed $1,000, not $100.
    expect(money.totals).toMatchObject({ balance: 10_000, uncharged_shortfall: 90_000, outstanding: 100_000 });
  });

  it('an admin-added player owes their share (players_pay), or a player fee on the team beyond its minimum (full_player_fee_from_captain)', async () => {
    const shares = await insertLeague(db(), 'club2', { paymentMode: 'players_pay', teamFeeCents: 40_000, playerFeeCents: 8_000 });
    const added = await call('POST', `/api/club2/leagues/${shares.id}/registrations`, { player_id: (await players(1))[0]!.id, team_id: null });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ payment_status: 'unpaid' });
    expect((await paymentsOf(shares.id)).registrations).toMatchObject([{ totals: { charged: 8_000 } }]);

    const byCaptain = await insertLeague(db(), 'club2', { paymentMode: 'full_player_fee_from_captain', playerFeeCents: 5_000, rosterMin: 2, rosterMax: 9 });
    const team = await insertTeam(db(), byCaptain.id, { name: 'Full' });
    for (const player of await players(2)) await insertRegistration(db(), byCaptain.id, player.id, team.id);
    const third = await call('POST', `/api/club2/leagues/${byCaptain.id}/registrations`, { player_id: (await players(1))[0]!.id, team_id: team.id });
    expect(third.statusCode, third.body).toBe(201);
    expect((await paymentsOf(byCaptain.id)).entries).toMatchObject([{ kind: 'charge', amount_cents: 5_000, team_id: team.id, registration_id: null }]);
  });

  it('a roster import charges its new teams and players: a new captains_pay team owes its fee', async () => {
    const league = await insertLeague(db(), 'club2', { paymentMode: 'captains_pay', teamFeeCents: 30_000 });
    const csv = [
      'team,captain,first_name,last_name,email,phone',
      `Imported,yes,Ina,Port,${email('ina')},`,
      `Imported,no,Ivo,Port,${email('ivo')},`,
      `Second,no,Sol,Two,${email('sol')},`,
    ].join('\r\n');
    const imported = await call('POST', `/api/club2/leagues/${league.id}/import`, { csv });
    expect(imported.statusCode, imported.body).toBe(200);
    const money = await paymentsOf(league.id);
    expect(money.teams.map((team) => [team.name, team.status, team.totals.charged, team.totals.balance])).toEqual([
      ['Imported', 'awaiting_payment', 30_000, 30_000],
      ['Second', 'awaiting_payment', 30_000, 30_000],
    ]);
    expect(money.totals.outstanding).toBe(60_000);
  });

  it('a league duplicated with its teams charges them in the copy', async () => {
    const source = await insertLeague(db(), 'club2', { paymentMode: 'captains_pay', teamFeeCents: 25_000, status: 'in_season' });
    const team = await insertTeam(db(), source.id, { name: 'Copied' });
    await insertRegistration(db(), source.id, (await players(1))[0]!.id, team.id);
    const response = await call('POST', `/api/club2/leagues/${source.id}/duplicate`, {
      name: `Copy ${newId()}`,
      season: 'Spring 2027',
      season_start: '2027-03-01',
      season_end: '2027-06-15',
      registration_opens_on: '2027-01-10',
      registration_closes_on: '2027-02-20',
      include_teams: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const money = await paymentsOf(response.json<{ id: string }>().id);
    expect(money.teams).toMatchObject([{ name: 'Copied', status: 'awaiting_payment', totals: { charged: 25_000, balance: 25_000 } }]);
    expect(money.totals.outstanding).toBe(25_000);
  });
});
