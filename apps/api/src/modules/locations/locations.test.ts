import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import { bearer, engine, useTestApp } from '../../../test/helper.js';
import { insertGame, insertLeague, insertLocation } from '../../../test/fixtures.js';
import type { Transaction } from '../../db/database.js';
import { auditLog, games, leagueLocations } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

const t = useTestApp();
let admin = '';
let single = '';

beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
  single = await t.loginAs('single@example.com');
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, path: string, payload?: object, { token = admin, slug = 'club2' }: { token?: string | null; slug?: string } = {}) =>
  t.app.inject({ method, url: `/api/${slug}/${path}`, headers: token ? bearer(token) : {}, ...(payload && { payload }) });

let sequence = 0;
/** Names the demo data cannot hold. */
const unique = (name: string) => `${name} ${newId().slice(-6)}`;
const locationBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Test Park ${++sequence} ${newId().slice(-6)}`,
  address: '1 Park Ave, New York, NY',
  timezone: 'America/New_York',
  notes: 'Gate code 1234',
  playing_areas: [{ name: 'Court 1' }, { name: 'Court 2' }, { name: 'Court 3' }],
  ...overrides,
});

async function createLocation(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', 'locations', locationBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
}

const auditOf = (entityId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.createdAt));

/**
 * Holds an open transaction until the request under test is blocked behind it: on PostgreSQL, until a
 * lock is awaited; PGlite runs one transaction at a time, so there the request simply queues behind it.
 */
async function untilAnotherTransactionWaits(tx: Transaction) {
  if (engine === 'pglite') return new Promise((resolve) => setTimeout(resolve, 100));
  for (let attempt = 0; attempt < 200; attempt += 1) {
    // node-postgres answers execute() with its QueryResult.
    const result = (await tx.execute(sql`select count(*)::int as waiting from pg_locks where not granted`)) as unknown as { rows: { waiting: number }[] };
    if ((result.rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the request never waited for the open transaction');
}

/** Each change gets its own minute, so the audit entries of a test have a clear order. */
const tick = () => t.clock.advanceMinutes(1);

describe('locations: access', () => {
  const routes: { method: Method; path: string; payload?: object }[] = [
    { method: 'GET', path: 'locations' },
    { method: 'POST', path: 'locations', payload: locationBody() },
    { method: 'GET', path: `locations/${newId()}` },
    { method: 'PUT', path: `locations/${newId()}`, payload: locationBody({ row_version: 1 }) },
    { method: 'PATCH', path: `locations/${newId()}/archive`, payload: { archived: true } },
    { method: 'DELETE', path: `locations/${newId()}` },
  ];
  for (const route of routes) {
    it(`${route.method} /api/:slug/${route.path.replace(/[0-9A-Z]{26}/, ':locationId')}: 401 without a token, 403 on another club, 404 on an unknown club`, async () => {
      expect((await call(route.method, route.path, route.payload, { token: null })).statusCode).toBe(401);
      expect((await call(route.method, route.path, route.payload, { slug: 'club4' })).statusCode).toBe(403);
      expect((await call(route.method, route.path, route.payload, { slug: 'club1', token: single })).statusCode).toBe(403);
      expect((await call(route.method, route.path, route.payload, { slug: 'no-such-club' })).statusCode).toBe(404);
    });
  }
});

describe('POST /api/:slug/locations', () => {
  it('creates a location with its playing areas in order, and audits it', async () => {
    tick();
    const name = unique('Hudson Courts');
    const response = await call(
      'POST',
      'locations',
      locationBody({ name: `  ${name}  `, notes: '', playing_areas: [{ name: 'North' }, { name: 'South', archived: true }] }),
    );
    expect(response.statusCode).toBe(201);
    const location = response.json();
    expect(location).toMatchObject({
      name,
      address: '1 Park Ave, New York, NY',
      timezone: 'America/New_York',
      notes: null,
      archived: false,
      leagues_count: 0,
      games_count: 0,
      created_at: t.clock().toISOString(),
      playing_areas: [
        { name: 'North', position: 0, archived: false, games_count: 0 },
        { name: 'South', position: 1, archived: true, games_count: 0 },
      ],
    });
    expect(location.id).toHaveLength(26);

    const [entry, ...more] = await auditOf(location.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ action: 'create', entityType: 'location', entityLabel: name, actorName: 'Alex Morgan', createdAt: t.clock() });
    expect(entry!.changes).toEqual({
      name: { before: null, after: name },
      address: { before: null, after: '1 Park Ave, New York, NY' },
      timezone: { before: null, after: 'America/New_York' },
      archived: { before: null, after: false },
      playing_areas: {
        before: null,
        after: [
          { name: 'North', archived: false },
          { name: 'South', archived: true },
        ],
      },
    });
  });

  it('refuses invalid fields with field errors', async () => {
    const response = await call(
      'POST',
      'locations',
      locationBody({ name: ' ', timezone: 'Mars/Olympus', playing_areas: [{ name: 'Court 1' }, { name: 'court 1 ' }, { name: '' }], color: 'red' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    expect(response.json().errors).toMatchObject({
      name: ['Required'],
      timezone: ['Unknown timezone'],
      'playing_areas.1.name': ['Names must be different'],
      'playing_areas.2.name': ['Required'],
      color: ['Unknown field'],
    });
  });

  it('requires the timezone', async () => {
    const { timezone: _timezone, ...withoutTimezone } = locationBody();
    const response = await call('POST', 'locations', withoutTimezone);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['timezone']);
  });

  it('answers 409 on the name field when the club already has that name, whatever its case', async () => {
    const existing = await createLocation();
    const response = await call('POST', 'locations', locationBody({ name: existing.name.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', errors: { name: ['The club already has a location with this name'] } });
    const otherClub = await call('POST', 'locations', locationBody({ name: existing.name }), { slug: 'club1' });
    expect(otherClub.statusCode).toBe(201);
  });
});

describe('a location’s sport', () => {
  it('follows the club’s sport when it has none: club2 plays soccer, so its areas are fields', async () => {
    const location = await createLocation();
    expect(location).toMatchObject({ sport: null, playing_area: 'Field' });
  });

  it('is saved, returned and audited, and names the areas: a soccer club’s gym has courts', async () => {
    tick();
    const gym = await createLocation({ sport: 'basketball' });
    expect(gym).toMatchObject({ sport: 'basketball', playing_area: 'Court' });
    expect((await call('GET', `locations/${gym.id}`)).json()).toMatchObject({ sport: 'basketball', playing_area: 'Court' });
    const listed = (await call('GET', `locations?q=${encodeURIComponent(gym.name)}`)).json();
    expect(listed.items).toMatchObject([{ id: gym.id, sport: 'basketball', playing_area: 'Court' }]);

    tick();
    const areas = gym.playing_areas.map((area: { id: string; name: string }) => ({ id: area.id, name: area.name }));
    const curling = await call(
      'PUT',
      `locations/${gym.id}`,
      locationBody({ name: gym.name, sport: 'curling', playing_areas: areas, row_version: gym.row_version }),
    );
    expect(curling.statusCode).toBe(200);
    expect(curling.json()).toMatchObject({ sport: 'curling', playing_area: 'Sheet', updated_at: t.clock().toISOString() });
    const back = await call(
      'PUT',
      `locations/${gym.id}`,
      locationBody({ name: gym.name, sport: null, playing_areas: areas, row_version: curling.json().row_version }),
    );
    expect(back.json()).toMatchObject({ sport: null, playing_area: 'Field' });
    expect((await auditOf(gym.id)).map((entry) => entry.changes.sport)).toEqual([
      { before: null, after: 'basketball' },
      { before: 'basketball', after: 'curling' },
      { before: 'curling', after: null },
    ]);
  });

  it('names each court of a league’s planning by its location’s sport, or else the club’s', async () => {
    const park = await createLocation({ playing_areas: [{ name: 'Field 1' }] });
    const gym = await createLocation({ sport: 'volleyball', playing_areas: [{ name: 'Court 1' }, { name: 'Court 2' }] });
    const league = await insertLeague(t.database.db, 'club2');
    await t.database.db.insert(leagueLocations).values([
      { leagueId: league.id, locationId: park.id, position: 0 },
      { leagueId: league.id, locationId: gym.id, position: 1 },
    ]);
    const planning = await t.app.inject({ method: 'GET', url: `/api/club2/leagues/${league.id}/schedule/planning`, headers: bearer(admin) });
    expect(planning.statusCode).toBe(200);
    expect(planning.json().courts.map((court: { court_name: string; playing_area: string }) => [court.court_name, court.playing_area])).toEqual([
      ['Field 1', 'Field'],
      ['Court 1', 'Court'],
      ['Court 2', 'Court'],
    ]);
  });

  it('takes a sport of the spec’s table and refuses any other (and the clubs’ fallback “default”) with a field error', async () => {
    expect((await call('POST', 'locations', locationBody({ sport: 'table tennis' }))).json()).toMatchObject({ sport: 'table tennis', playing_area: 'Table' });
    for (const sport of ['quidditch', 'default', 'Basketball', '', 42]) {
      const response = await call('POST', 'locations', locationBody({ sport }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', errors: { sport: [expect.not.stringMatching(/unknown field/i)] } });
    }
  });
});

describe('GET /api/:slug/locations', () => {
  it('searches name and address, filters archived, pages with a total and sorts', async () => {
    const marker = `Zebra${newId().slice(-5)}`;
    const first = await createLocation({ name: `${marker} Alpha`, address: '5 Elm St' });
    const second = await createLocation({ name: `${marker} Beta`, address: null });
    const third = await createLocation({ name: unique('Unrelated field'), address: `${marker} Boulevard` });
    expect((await call('PATCH', `locations/${second.id}/archive`, { archived: true })).statusCode).toBe(200);

    const active = await call('GET', `locations?q=${marker.toLowerCase()}`);
    expect(active.statusCode).toBe(200);
    expect(active.json()).toMatchObject({ total: 2, page: 1, page_size: 25 });
    expect(active.json().items.map((item: { id: string }) => item.id)).toEqual([third.id, first.id]);

    const all = await call('GET', `locations?q=${marker}&archived=all&sort=name&order=desc&page_size=2`);
    expect(all.json()).toMatchObject({ total: 3, page_size: 2 });
    expect(all.json().items.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    const page2 = await call('GET', `locations?q=${marker}&archived=all&sort=name&order=desc&page_size=2&page=2`);
    expect(page2.json().items.map((item: { id: string }) => item.id)).toEqual([third.id]);

    const archived = await call('GET', `locations?q=${marker}&archived=archived`);
    expect(archived.json().items).toEqual([expect.objectContaining({ id: second.id, archived: true })]);
  });

  it('treats % and _ in the search as plain characters', async () => {
    await createLocation({ name: `Percent ${newId().slice(-5)}` });
    expect((await call('GET', 'locations?q=%25&archived=all')).json().total).toBe(0);
  });

  it('lists only the club’s own locations', async () => {
    const { location } = await insertLocation(t.database.db, 'club1');
    const all = await call('GET', 'locations?archived=all&page_size=100');
    expect(all.json().items.some((item: { id: string }) => item.id === location.id)).toBe(false);
  });

  it('refuses a bad query with field errors', async () => {
    const response = await call('GET', 'locations?archived=maybe&page_size=1000&sort=address');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['archived', 'page_size', 'sort']);
  });
});

describe('GET /api/:slug/locations/:locationId', () => {
  it('shows counts of leagues, games and games per playing area', async () => {
    const location = await createLocation();
    const [court1, court2] = location.playing_areas;
    const league = await insertLeague(t.database.db, 'club2');
    await t.database.db.insert(leagueLocations).values({ leagueId: league.id, locationId: location.id, position: 0 });
    await insertGame(t.database.db, league.id, location.id, court1.id);
    await insertGame(t.database.db, league.id, location.id, court1.id);
    await insertGame(t.database.db, league.id, location.id, court2.id);

    const response = await call('GET', `locations/${location.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: location.id,
      leagues_count: 1,
      games_count: 3,
      playing_areas: [
        { id: court1.id, name: 'Court 1', games_count: 2 },
        { id: court2.id, name: 'Court 2', games_count: 1 },
        { name: 'Court 3', games_count: 0 },
      ],
    });
  });

  it('answers 404 for another club’s location and for a malformed id, on every route', async () => {
    const { location, areas } = await insertLocation(t.database.db, 'club1');
    const body = locationBody({ playing_areas: areas.map((area) => ({ id: area.id, name: area.name })), row_version: 1 });
    for (const id of [location.id, 'not-an-id', newId()]) {
      const responses = [
        await call('GET', `locations/${id}`),
        await call('PUT', `locations/${id}`, body),
        await call('PATCH', `locations/${id}/archive`, { archived: true }),
        await call('DELETE', `locations/${id}`),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Location not found', code: 'not_found' });
      }
    }
    expect((await call('GET', `locations/${location.id}`, undefined, { slug: 'club1' })).statusCode).toBe(200);
    expect(await auditOf(location.id)).toHaveLength(0);
  });
});

describe('PUT /api/:slug/locations/:locationId', () => {
  it('renames, reorders, archives, adds and removes playing areas, and audits the change', async () => {
    const name = unique('Bayside');
    const location = await createLocation({ name, playing_areas: [{ name: 'Court 1' }, { name: 'Court 2' }, { name: 'Court 3' }] });
    const [court1, court2, court3] = location.playing_areas;
    tick();
    const response = await call(
      'PUT',
      `locations/${location.id}`,
      locationBody({
        row_version: location.row_version,
        name: `${name} Center`,
        timezone: 'America/Chicago',
        // Court 1 and Court 2 swap names: the unique index must not trip on the way.
        playing_areas: [{ id: court2.id, name: 'Court 1' }, { name: 'Court 4' }, { id: court1.id, name: 'Court 2', archived: true }],
      }),
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      name: `${name} Center`,
      timezone: 'America/Chicago',
      updated_at: t.clock().toISOString(),
      created_at: location.created_at,
    });
    expect(updated.playing_areas).toEqual([
      { id: court2.id, name: 'Court 1', position: 0, archived: false, games_count: 0 },
      { id: expect.any(String), name: 'Court 4', position: 1, archived: false, games_count: 0 },
      { id: court1.id, name: 'Court 2', position: 2, archived: true, games_count: 0 },
    ]);
    expect(updated.playing_areas.some((area: { id: string }) => area.id === court3.id)).toBe(false);
    expect((await call('GET', `locations/${location.id}`)).json()).toEqual(updated);

    const entries = await auditOf(location.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]!.entityLabel).toBe(`${name} Center`);
    expect(entries[1]!.changes).toEqual({
      name: { before: name, after: `${name} Center` },
      timezone: { before: 'America/New_York', after: 'America/Chicago' },
      playing_areas: {
        before: [
          { name: 'Court 1', archived: false },
          { name: 'Court 2', archived: false },
          { name: 'Court 3', archived: false },
        ],
        after: [
          { name: 'Court 1', archived: false },
          { name: 'Court 4', archived: false },
          { name: 'Court 2', archived: true },
        ],
      },
    });
  });

  it('writes no audit entry and keeps updated_at when nothing changes', async () => {
    const location = await createLocation();
    tick();
    const same = locationBody({
      name: location.name,
      row_version: location.row_version,
      playing_areas: location.playing_areas.map((area: { id: string; name: string }) => ({ id: area.id, name: area.name })),
    });
    const response = await call('PUT', `locations/${location.id}`, same);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(location);
    expect((await auditOf(location.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses to remove a playing area that games use, naming it, and writes nothing', async () => {
    const location = await createLocation();
    const [court1, court2, court3] = location.playing_areas;
    const league = await insertLeague(t.database.db, 'club2');
    for (let game = 0; game < 4; game += 1) await insertGame(t.database.db, league.id, location.id, court2.id);
    tick();
    const response = await call(
      'PUT',
      `locations/${location.id}`,
      locationBody({
        row_version: location.row_version,
        name: unique('Renamed too'),
        playing_areas: [{ id: court1.id, name: 'Court A' }, { id: court3.id, name: 'Court 3' }, { name: 'Court 9' }],
      }),
    );
    expect(response.statusCode).toBe(409);
    const message = 'Court 2 is used by 4 games: archive it instead of removing it';
    expect(response.json()).toEqual({ code: 'in_use', message, errors: { playing_areas: [message] } });

    const after = (await call('GET', `locations/${location.id}`)).json();
    expect(after).toEqual({
      ...location,
      games_count: 4,
      playing_areas: location.playing_areas.map((area: { id: string }) => ({ ...area, games_count: area.id === court2.id ? 4 : 0 })),
    });
    expect((await auditOf(location.id)).map((entry) => entry.action)).toEqual(['create']);

    const archiveInstead = await call(
      'PUT',
      `locations/${location.id}`,
      locationBody({
        row_version: location.row_version,
        name: location.name,
        playing_areas: [
          { id: court1.id, name: 'Court 1' },
          { id: court2.id, name: 'Court 2', archived: true },
          { id: court3.id, name: 'Court 3' },
        ],
      }),
    );
    expect(archiveInstead.statusCode).toBe(200);
    expect(archiveInstead.json().playing_areas[1]).toEqual({ id: court2.id, name: 'Court 2', position: 1, archived: true, games_count: 4 });
  });

  it('refuses a playing area id of another location or listed twice (400 on that entry)', async () => {
    const location = await createLocation();
    const elsewhere = await createLocation();
    const [court1] = location.playing_areas;
    const response = await call(
      'PUT',
      `locations/${location.id}`,
      locationBody({
        row_version: location.row_version,
        playing_areas: [
          { id: elsewhere.playing_areas[0].id, name: 'Court 1' },
          { id: court1.id, name: 'Court 2' },
          { id: court1.id, name: 'Court 3' },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'playing_areas.0.id': ['Not a playing area of this location'], 'playing_areas.2.id': ['Listed twice'] });
    expect((await call('GET', `locations/${location.id}`)).json()).toEqual(location);
  });

  it('refuses a save from a form opened before another change (409 stale_version), writing nothing of it, courts included', async () => {
    const location = await createLocation();
    const [court1, court2] = location.playing_areas;
    const areas = location.playing_areas.map((area: { id: string; name: string }) => ({ id: area.id, name: area.name }));
    tick();
    const first = await call(
      'PUT',
      `locations/${location.id}`,
      locationBody({ name: location.name, notes: 'New gate code', row_version: location.row_version, playing_areas: areas }),
    );
    expect(first.json()).toMatchObject({ notes: 'New gate code', row_version: location.row_version + 1 });
    const stale = await call(
      'PUT',
      `locations/${location.id}`,
      locationBody({
        name: location.name,
        row_version: location.row_version,
        playing_areas: [
          { id: court2.id, name: 'Court 2' },
          { id: court1.id, name: 'Renamed' },
        ],
      }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version' });
    expect((await call('GET', `locations/${location.id}`)).json()).toEqual(first.json());
    expect((await auditOf(location.id)).map((entry) => entry.action)).toEqual(['create', 'update']);

    // Archiving is a new version too: the form read before it is stale.
    const archived = await call('PATCH', `locations/${location.id}/archive`, { archived: true });
    expect(archived.json().row_version).toBe(location.row_version + 2);
    const afterArchive = await call(
      'PUT',
      `locations/${location.id}`,
      locationBody({ name: location.name, row_version: first.json().row_version, playing_areas: areas }),
    );
    expect(afterArchive.json()).toMatchObject({ code: 'stale_version' });
  });

  it('refuses invalid fields and a name another location has', async () => {
    const location = await createLocation();
    const taken = await createLocation();
    const invalid = await call(
      'PUT',
      `locations/${location.id}`,
      locationBody({ row_version: location.row_version, timezone: 'Nowhere/City', playing_areas: [{ name: 'A' }, { name: 'a' }] }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ timezone: ['Unknown timezone'], 'playing_areas.1.name': ['Names must be different'] });
    const conflict = await call('PUT', `locations/${location.id}`, locationBody({ name: taken.name, row_version: location.row_version }));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errors).toEqual({ name: ['The club already has a location with this name'] });
    expect((await call('GET', `locations/${location.id}`)).json()).toEqual(location);
    expect((await auditOf(location.id)).map((entry) => entry.action)).toEqual(['create']);
  });
});

describe('PATCH /api/:slug/locations/:locationId/archive', () => {
  it('archives and restores, auditing each as an update of `archived`', async () => {
    const location = await createLocation();
    tick();
    const archived = await call('PATCH', `locations/${location.id}/archive`, { archived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id: location.id, archived: true, updated_at: t.clock().toISOString() });
    tick();
    const again = await call('PATCH', `locations/${location.id}/archive`, { archived: true });
    expect(again.json()).toEqual(archived.json());
    tick();
    const restored = await call('PATCH', `locations/${location.id}/archive`, { archived: false });
    expect(restored.json().archived).toBe(false);

    const entries = await auditOf(location.id);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ['create', expect.any(Object)],
      ['update', { archived: { before: false, after: true } }],
      ['update', { archived: { before: true, after: false } }],
    ]);
  });

  it('refuses a missing or non-boolean flag', async () => {
    const location = await createLocation();
    const response = await call('PATCH', `locations/${location.id}/archive`, { archived: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['archived']);
  });
});

describe('DELETE /api/:slug/locations/:locationId', () => {
  it('deletes an unused location with its playing areas, auditing what it was', async () => {
    const location = await createLocation({ playing_areas: [{ name: 'Lane 1' }] });
    tick();
    const response = await call('DELETE', `locations/${location.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call('GET', `locations/${location.id}`)).statusCode).toBe(404);
    const entries = await auditOf(location.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect(entries[1]!.changes).toMatchObject({
      name: { before: location.name, after: null },
      playing_areas: { before: [{ name: 'Lane 1', archived: false }], after: null },
    });
  });

  it('refuses when games use it or leagues list it, saying why, and writes nothing', async () => {
    const location = await createLocation();
    const league = await insertLeague(t.database.db, 'club2');
    await insertGame(t.database.db, league.id, location.id, location.playing_areas[0].id);
    const withGame = await call('DELETE', `locations/${location.id}`);
    expect(withGame.statusCode).toBe(409);
    expect(withGame.json()).toEqual({ code: 'in_use', message: 'Used by 1 game: archive it instead' });

    const listed = await createLocation();
    for (const listing of [league, await insertLeague(t.database.db, 'club2')]) {
      await t.database.db.insert(leagueLocations).values({ leagueId: listing.id, locationId: listed.id, position: 0 });
    }
    await insertGame(t.database.db, league.id, listed.id, listed.playing_areas[1].id);
    await insertGame(t.database.db, league.id, listed.id, listed.playing_areas[2].id);
    const withLeagues = await call('DELETE', `locations/${listed.id}`);
    expect(withLeagues.statusCode).toBe(409);
    expect(withLeagues.json().message).toBe('Used by 2 games and 2 leagues: archive it instead');

    for (const id of [location.id, listed.id]) {
      expect((await call('GET', `locations/${id}`)).statusCode).toBe(200);
      expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['create']);
    }
  });

  it('waits for a game being scheduled at the same moment, then refuses', async () => {
    const location = await createLocation();
    const league = await insertLeague(t.database.db, 'club2');
    let deleting: ReturnType<typeof call> | undefined;
    await inTransaction(t.database.db, async (tx) => {
      await tx
        .insert(games)
        .values({ id: newId(), leagueId: league.id, locationId: location.id, playingAreaId: location.playing_areas[0].id, startsAt: t.clock() });
      deleting = call('DELETE', `locations/${location.id}`);
      await untilAnotherTransactionWaits(tx);
    });
    const response = await deleting!;
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Used by 1 game: archive it instead');
  });
});
