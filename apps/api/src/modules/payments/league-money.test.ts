import { describe, expect, it } from 'vitest';
import { newId, type LeaguePayments } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { insertLeague, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { ledgerEntries } from '../../db/schema.js';

const t = useTestApp();

describe('a team’s money follows its roster', () => {
  it('counts a moved player’s share for the team they play for now, not the one they paid under', async () => {
    const db = t.database.db;
    const league = await insertLeague(db, 'club2', { paymentMode: 'players_pay', teamFeeCents: 20_000, playerFeeCents: 10_000 });
    const [first, second] = [await insertTeam(db, league.id, { name: 'Firsts' }), await insertTeam(db, league.id, { name: 'Seconds' })];
    const registration = await insertRegistration(db, league.id, (await insertPlayer(db, 'club2')).id, first.id);
    const owner = {
      clubId: league.clubId,
      leagueId: league.id,
      teamId: first.id,
      registrationId: registration.id,
      createdAt: t.clock(),
      createdByName: 'Test',
    };
    await db.insert(ledgerEntries).values([
      { ...owner, id: newId(), kind: 'charge', amountCents: 10_000, description: 'Player share' },
      { ...owner, id: newId(), kind: 'payment', method: 'cash', amountCents: 10_000, description: 'Cash payment' },
    ]);
    const token = await t.loginAs('admin@example.com');
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/club2/leagues/${league.id}/registrations/${registration.id}`,
      headers: bearer(token),
      payload: { team_id: second.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const money = (await t.app.inject({ method: 'GET', url: `/api/club2/leagues/${league.id}/payments`, headers: bearer(token) })).json<LeaguePayments>();
    expect(money.teams.find((team) => team.name === 'Seconds')).toMatchObject({ shortfall_cents: 10_000, totals: { collected: 10_000 } });
    expect(money.teams.find((team) => team.name === 'Firsts')).toMatchObject({ shortfall_cents: 20_000, totals: { collected: 0 } });
  });

  it('tells the player page what each registration owes: a captain carries the team’s balance, a player their own', async () => {
    const db = t.database.db;
    const league = await insertLeague(db, 'club2', { paymentMode: 'captains_pay', teamFeeCents: 30_000 });
    const captain = await insertPlayer(db, 'club2');
    const player = await insertPlayer(db, 'club2');
    const team = await insertTeam(db, league.id, { name: 'Owers', captainPlayerId: captain.id });
    await insertRegistration(db, league.id, captain.id, team.id);
    await insertRegistration(db, league.id, player.id, team.id);
    const base = { clubId: league.clubId, leagueId: league.id, teamId: team.id, registrationId: null, createdAt: t.clock(), createdByName: 'Test' };
    await db.insert(ledgerEntries).values([
      { ...base, id: newId(), kind: 'charge', amountCents: 30_000, description: 'Team fee' },
      { ...base, id: newId(), kind: 'payment', method: 'check', amountCents: 12_000, description: 'Check payment' },
    ]);
    const token = await t.loginAs('admin@example.com');
    const owes = async (playerId: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/club2/players/${playerId}`, headers: bearer(token) })).json().registrations[0].balance_cents;
    expect(await owes(captain.id)).toBe(18_000);
    expect(await owes(player.id)).toBe(0);
  });
});
