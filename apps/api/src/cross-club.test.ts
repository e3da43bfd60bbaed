import { newId } from '@matchday/domain';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../test/helper.js';
import { insertDeadJob } from '../test/dead-job.js';
import {
  clubOperations,
  clubRowCounts,
  demoClubRecords,
  fill,
  idFor,
  insertClubRecords,
  isUlid,
  sample,
  variantsOf,
  type ClubRecords,
  type JsonSchema,
} from '../test/openapi-walk.js';

const t = useTestApp();

/** The path parameters of a club's records, by name (ids only, as the routes name them). */
const pathIds = (records: ClubRecords): Record<string, string> => {
  const { locationId, leagueId, playerId, teamId, registrationId, questionId, gameId, blackoutId, entryId, productId } = records;
  // A site version is a number within the club's site, not a record id: version 1 of whichever club the path names.
  return { locationId, leagueId, playerId, teamId, registrationId, questionId, gameId, blackoutId, entryId, productId, version: '1' };
};

/** The path ids of new records of the club, a failed background task among them. */
const newRecordIds = async (slug: string): Promise<Record<string, string>> => ({
  ...pathIds(await insertClubRecords(t.database.db, slug)),
  jobId: await insertDeadJob(t.database.db, slug),
});

describe('every club-scoped route refuses other clubs', () => {
  it('lists the core-data routes (so the checks below cover them)', async () => {
    const paths = new Set((await clubOperations(t.app)).map((operation) => operation.path));
    for (const path of [
      '/api/{slug}/locations/{locationId}',
      '/api/{slug}/leagues/{leagueId}',
      '/api/{slug}/leagues/{leagueId}/teams/{teamId}',
      '/api/{slug}/players/{playerId}',
      '/api/{slug}/questions/{questionId}',
      '/api/{slug}/audit',
      '/api/{slug}/dashboard',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('answers 401 without a token and 403 on a club the caller does not administer', async () => {
    const token = await t.loginAs('admin@example.com');
    const ids = await newRecordIds('club4');
    for (const { method, path } of await clubOperations(t.app)) {
      const url = fill(path, { ...ids, slug: 'club4' });
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect({ route: `${method} ${path}`, status: anonymous.statusCode }).toEqual({ route: `${method} ${path}`, status: 401 });
      const foreign = await t.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(token),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect({ route: `${method} ${path}`, status: foreign.statusCode }).toEqual({ route: `${method} ${path}`, status: 403 });
    }
  });

  it("answers another club's record through one's own club exactly as a record that does not exist, and leaves it untouched", async () => {
    const token = await t.loginAs('admin@example.com');
    const ids = await newRecordIds('club4');
    const missing = Object.fromEntries(Object.keys(ids).map((name) => [name, newId()]));
    const withIds = (await clubOperations(t.app)).filter(({ path }) => /\{\w+Id\}/.test(path));
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
    for (const url of [
      `/api/club4/locations/${ids.locationId}`,
      `/api/club4/leagues/${ids.leagueId}`,
      `/api/club4/leagues/${ids.leagueId}/teams/${ids.teamId}`,
      `/api/club4/players/${ids.playerId}`,
      `/api/club4/questions/${ids.questionId}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(owner) })).statusCode).toBe(200);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Ids of other clubs inside request bodies

type Path = (string | number)[];

interface IdPosition {
  path: Path;
  /** The property the id belongs to, as idFor knows it (`playing_areas[].id` is a playing area id). */
  name: string;
  value: string;
}

/** Every position of a body that holds a record id (`*_id`, `*_ids[]`, `id`), with the kind of record it names. */
function idPositions(value: unknown, schema: JsonSchema, path: Path = [], out: IdPosition[] = []): IdPosition[] {
  const effective = variantsOf(schema)[0] ?? schema;
  if (Array.isArray(value)) {
    value.forEach((item, index) => idPositions(item, effective.prefixItems?.[index] ?? effective.items ?? {}, [...path, index], out));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) idPositions(child, effective.properties?.[key] ?? {}, [...path, key], out);
  } else if (typeof value === 'string' && isUlid(effective)) {
    const keys = path.filter((key): key is string => typeof key === 'string');
    const name = keys.at(-1) === 'id' ? `${(keys.at(-2) ?? '').replace(/s$/, '')}_id` : (keys.at(-1) ?? '');
    out.push({ path, name, value });
  }
  return out;
}

/** The body with every occurrence of one id replaced (a captain listed among the players changes with them). */
function replaceId(body: unknown, from: string, to: string): unknown {
  return JSON.parse(JSON.stringify(body).split(JSON.stringify(from)).join(JSON.stringify(to)));
}

/** Whether a 400's field errors point at one of the positions that held the id (or quote the id itself). */
function namesTheField(body: string, positions: IdPosition[], id: string): boolean {
  const { errors = {} } = JSON.parse(body) as { errors?: Record<string, string[]> };
  return Object.keys(errors).some(
    (key) =>
      key.includes(id) ||
      positions.some(({ path }) => {
        const keys = path.filter((part): part is string => typeof part === 'string');
        return key === path.join('.') || key === keys[0] || key.startsWith(`${keys[0]}.`) || key === keys.at(-1);
      }),
  );
}

/** An answer with the ids it quotes masked, so answers about two different unknown ids compare equal. */
const masked = (text: string, ...ids: string[]) => ids.reduce((out, id) => out.split(id).join('<id>'), text);

describe("ids of another club's records inside request bodies", () => {
  it('are refused by every write of club2 (4xx, as an id that does not exist), and nothing is written', async () => {
    const { db } = t.database;
    const token = await t.loginAs('admin@example.com');
    const own = await demoClubRecords(db, 'club2');
    // club1 is administered by the same user: only the club scoping of each write keeps its records out.
    const foreignClubs = { club1: await insertClubRecords(db, 'club1'), club4: await insertClubRecords(db, 'club4') };
    const counts = async () => ({ club1: await clubRowCounts(db, 'club1'), club2: await clubRowCounts(db, 'club2'), club4: await clubRowCounts(db, 'club4') });
    const writes = (await clubOperations(t.app)).filter((operation) => operation.body && operation.method !== 'GET');

    const checked = new Set<string>();
    const problems: string[] = [];
    for (const operation of writes) {
      const base = sample(operation.body!.schema, '', own);
      const url = fill(operation.path, { ...pathIds(own), slug: 'club2' });
      const route = `${operation.method} ${operation.path}`;
      const positions = idPositions(base, operation.body!.schema);
      for (const position of positions) {
        const where = position.path.join('.');
        // A new playing area's id is not read on create (every area of a new location is new): nothing to refuse there.
        if (route === 'POST /api/{slug}/locations' && position.name === 'playing_area_id') continue;
        for (const [club, records] of Object.entries(foreignClubs)) {
          const foreignId = idFor(position.name, records, typeof position.path.at(-1) === 'number' ? Number(position.path.at(-1)) : 0);
          const missingId = newId();
          const send = (id: string) =>
            t.app.inject({ method: operation.method as 'POST', url, headers: bearer(token), payload: replaceId(base, position.value, id) as object });
          const before = await counts();
          const foreign = await send(foreignId);
          const absent = await send(missingId);
          const after = await counts();
          const label = `${route} ${where} = ${club}'s ${position.name}`;
          checked.add(`${route} ${where}`);
          if (![400, 404, 409].includes(foreign.statusCode)) problems.push(`${label}: answered ${foreign.statusCode} ${foreign.body.slice(0, 200)}`);
          // Refused because of that id, not for some other fault of the sample body.
          const holders = positions.filter((candidate) => candidate.value === position.value);
          if (foreign.statusCode === 400 && !namesTheField(foreign.body, holders, foreignId))
            problems.push(`${label}: refused for another reason: ${foreign.body.slice(0, 200)}`);
          if (foreign.statusCode !== absent.statusCode || masked(foreign.body, foreignId) !== masked(absent.body, missingId)) {
            problems.push(
              `${label}: answered unlike an unknown id:\n    ${foreign.statusCode} ${foreign.body.slice(0, 200)}\n    ${absent.statusCode} ${absent.body.slice(0, 200)}`,
            );
          }
          if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${label}: rows changed ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    // The sweep reached the writes that take ids of other records.
    for (const position of [
      'POST /api/{slug}/leagues location_ids.0',
      'POST /api/{slug}/leagues questions.0.question_id',
      'PUT /api/{slug}/locations/{locationId} playing_areas.0.id',
      'POST /api/{slug}/leagues/{leagueId}/teams player_ids.0',
      'PUT /api/{slug}/leagues/{leagueId}/teams/{teamId} captain_player_id',
      'POST /api/{slug}/leagues/{leagueId}/registrations player_id',
      'POST /api/{slug}/leagues/{leagueId}/registrations team_id',
      'PATCH /api/{slug}/leagues/{leagueId}/registrations/{registrationId} team_id',
      'PATCH /api/{slug}/leagues/{leagueId}/games/{gameId} playing_area_id',
      'POST /api/{slug}/leagues/{leagueId}/games/swap game_ids.0',
      'PUT /api/{slug}/leagues/{leagueId}/scores results.0.game_id',
      'POST /api/{slug}/leagues/{leagueId}/schedule/preview team_ids.0',
      'POST /api/{slug}/leagues/{leagueId}/schedule/publish games.0.playing_area_id',
      'POST /api/{slug}/blackouts location_id',
      'POST /api/{slug}/leagues/{leagueId}/calendar-feeds team_id',
      'POST /api/{slug}/leagues/{leagueId}/bracket playing_area_ids.0',
    ]) {
      expect(checked).toContain(position);
    }
  });

  it('a new location ignores the ids given to its playing areas: it never takes over another club’s court', async () => {
    const { db } = t.database;
    const token = await t.loginAs('admin@example.com');
    const club1 = await insertClubRecords(db, 'club1');
    const before = await clubRowCounts(db, 'club1');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/club2/locations',
      headers: bearer(token),
      payload: {
        name: `Borrowed courts ${newId()}`,
        address: '',
        timezone: 'America/New_York',
        notes: '',
        playing_areas: [{ id: club1.playingAreaId, name: 'Court A' }],
      },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ playing_areas: { id: string }[] }>();
    expect(created.playing_areas.map((area) => area.id)).not.toContain(club1.playingAreaId);
    expect(await clubRowCounts(db, 'club1')).toEqual(before);
  });
});
