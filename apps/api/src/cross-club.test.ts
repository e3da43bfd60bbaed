import { newId } from '@matchday/domain';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../test/helper.js';
import { insertGame, insertLeague, insertLocation, insertPlayer, insertRegistration, insertTeam } from '../test/fixtures.js';
import { blackouts, questions } from './db/schema.js';
import { clubIdOf } from '../test/fixtures.js';

const t = useTestApp();

interface Operation {
  method: string;
  path: string;
}

/** Every club-scoped operation the OpenAPI document lists: the routes this test holds to account, including ones added later. */
async function clubOperations(): Promise<Operation[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/{slug}/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
}

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return value;
  });

/** Records of club4, which admin@example.com does not administer. */
async function otherClubRecords() {
  const { db } = t.database;
  const { location, areas } = await insertLocation(db, 'club4', ['Oval 1']);
  const league = await insertLeague(db, 'club4', { sport: 'cricket' });
  const player = await insertPlayer(db, 'club4');
  const team = await insertTeam(db, league.id);
  const registration = await insertRegistration(db, league.id, player.id, team.id);
  const questionId = newId();
  await db.insert(questions).values({ id: questionId, clubId: await clubIdOf(db, 'club4'), label: 'Size', type: 'text' });
  const game = await insertGame(db, league.id, location.id, areas[0]!.id);
  const blackoutId = newId();
  await db.insert(blackouts).values({ id: blackoutId, clubId: await clubIdOf(db, 'club4'), locationId: location.id, date: '2026-12-25' });
  return { locationId: location.id, leagueId: league.id, playerId: player.id, teamId: team.id, registrationId: registration.id, questionId, gameId: game.id, blackoutId };
}

describe('every club-scoped route refuses other clubs', () => {
  it('lists the core-data routes (so the checks below cover them)', async () => {
    const paths = new Set((await clubOperations()).map((operation) => operation.path));
    for (const path of ['/api/{slug}/locations/{locationId}', '/api/{slug}/leagues/{leagueId}', '/api/{slug}/leagues/{leagueId}/teams/{teamId}', '/api/{slug}/players/{playerId}', '/api/{slug}/questions/{questionId}', '/api/{slug}/audit', '/api/{slug}/dashboard']) {
      expect(paths).toContain(path);
    }
  });

  it('answers 401 without a token and 403 on a club the caller does not administer', async () => {
    const token = await t.loginAs('admin@example.com');
    const ids = await otherClubRecords();
    for (const { method, path } of await clubOperations()) {
      const url = fill(path, { ...ids, slug: 'club4' });
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect({ route: `${method} ${path}`, status: anonymous.statusCode }).toEqual({ route: `${method} ${path}`, status: 401 });
      const foreign = await t.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect({ route: `${method} ${path}`, status: foreign.statusCode }).toEqual({ route: `${method} ${path}`, status: 403 });
    }
  });

  it("answers another club's record through one's own club exactly as a record that does not exist, and leaves it untouched", async () => {
    const token = await t.loginAs('admin@example.com');
    const ids = await otherClubRecords();
    const missing = Object.fromEntries(Object.keys(ids).map((name) => [name, newId()]));
    const withIds = (await clubOperations()).filter(({ path }) => /\{\w+Id\}/.test(path));
    expect(withIds.length).toBeGreaterThan(10);
    for (const { method, path } of withIds) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const send = (values: Record<string, string>) =>
        t.app.inject({ method: method as 'GET', url: fill(path, { ...values, slug: 'club2' }), headers: bearer(token), payload });
      const [foreign, absent] = await Promise.all([send(ids), send(missing)]);
      const route = `${method} ${path}`;
      expect({ route, status: foreign.statusCode, body: foreign.json() }).toEqual({ route, status: absent.statusCode, body: absent.json() });
      if (method === 'GET' || method === 'DELETE') expect({ route, status: foreign.statusCode }).toEqual({ route, status: 404 });
    }
    // Nothing of club4 was changed or deleted by the attempts above.
    const owner = await t.loginAs('other@example.com');
    for (const url of [`/api/club4/locations/${ids.locationId}`, `/api/club4/leagues/${ids.leagueId}`, `/api/club4/leagues/${ids.leagueId}/teams/${ids.teamId}`, `/api/club4/players/${ids.playerId}`, `/api/club4/questions/${ids.questionId}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(owner) })).statusCode).toBe(200);
    }
  });
});
