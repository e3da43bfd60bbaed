import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { bearer, engine, useTestApp } from '../../../test/helper.js';
import { insertLeague, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { auditLog, registrations, teams } from '../../db/schema.js';

/**
 * Capacity under concurrency. Each request counts and then inserts; on PostgreSQL, without the row
 * lock taken before counting (the league row for teams, the team row for a roster), the concurrent
 * transactions would all count the same free place under READ COMMITTED and all insert.
 */
const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
});

const SIMULTANEOUS = 20;
const db = () => t.database.db;

const statuses = (responses: { statusCode: number; json: () => { code?: string } }[]) => {
  const tally: Record<string, number> = {};
  for (const response of responses) {
    const key = response.statusCode === 409 ? `409 ${response.json().code}` : String(response.statusCode);
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
};

async function rosterSize(teamId: string) {
  const [row] = await db().select({ total: count() }).from(registrations).where(eq(registrations.teamId, teamId));
  return row!.total;
}

describe(`capacity under ${SIMULTANEOUS} simultaneous requests (${engine})`, () => {
  it('creates exactly one team when the league has one place left', async () => {
    const capacity = 6;
    const league = await insertLeague(db(), 'club2', { teamCapacity: capacity });
    for (let index = 1; index < capacity; index += 1) await insertTeam(db(), league.id);

    const responses = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, (_, index) =>
        t.app.inject({ method: 'POST', url: `/api/club2/leagues/${league.id}/teams`, headers: bearer(admin), payload: { name: `Racer ${index}` } }),
      ),
    );

    expect(statuses(responses)).toEqual({ 201: 1, '409 capacity_reached': SIMULTANEOUS - 1 });
    const [teamRows] = await db().select({ total: count() }).from(teams).where(eq(teams.leagueId, league.id));
    expect(teamRows!.total).toBe(capacity);
    const [audited] = await db()
      .select({ total: count() })
      .from(auditLog)
      .where(and(eq(auditLog.leagueId, league.id), eq(auditLog.entityType, 'team')));
    expect(audited!.total).toBe(1);
  });

  it('registers exactly one player when the roster has one place left', async () => {
    const league = await insertLeague(db(), 'club2', { rosterMax: 4 });
    const team = await insertTeam(db(), league.id);
    for (let index = 1; index < 4; index += 1) await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2')).id, team.id);
    const hopefuls = await Promise.all(Array.from({ length: SIMULTANEOUS }, () => insertPlayer(db(), 'club2')));

    const responses = await Promise.all(
      hopefuls.map((player) =>
        t.app.inject({
          method: 'POST',
          url: `/api/club2/leagues/${league.id}/registrations`,
          headers: bearer(admin),
          payload: { player_id: player.id, team_id: team.id },
        }),
      ),
    );

    expect(statuses(responses)).toEqual({ 201: 1, '409 capacity_reached': SIMULTANEOUS - 1 });
    expect(await rosterSize(team.id)).toBe(4);
  });

  it('places exactly one free agent when the roster has one place left', async () => {
    const league = await insertLeague(db(), 'club2', { rosterMax: 2 });
    const team = await insertTeam(db(), league.id);
    await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2')).id, team.id);
    const freeAgents = [];
    for (let index = 0; index < SIMULTANEOUS; index += 1) {
      freeAgents.push(await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2')).id, null));
    }

    const responses = await Promise.all(
      freeAgents.map((registration) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/club2/leagues/${league.id}/registrations/${registration.id}`,
          headers: bearer(admin),
          payload: { team_id: team.id },
        }),
      ),
    );

    expect(statuses(responses)).toEqual({ 200: 1, '409 capacity_reached': SIMULTANEOUS - 1 });
    expect(await rosterSize(team.id)).toBe(2);
  });
});
