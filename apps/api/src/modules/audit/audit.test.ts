import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { clubIdOf, insertLeague } from '../../../test/fixtures.js';
import { recordAudit } from './recorder.js';

// The clock moves across days here: sessions must outlive it.
const t = useTestApp({ TOKEN_TTL_HOURS: '720', TOKEN_IDLE_MINUTES: '10080' });
let admin = '';
let single = '';
let singleId = '';

beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
  single = await t.loginAs('single@example.com');
  singleId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(single) })).json().id;
});

const list = (query: string, { token = admin, slug = 'club2' }: { token?: string | null; slug?: string } = {}) =>
  t.app.inject({ method: 'GET', url: `/api/${slug}/audit?${query}`, headers: token ? bearer(token) : {} });

const ids = (response: { json: () => { items: { id: string }[] } }) => response.json().items.map((item) => item.id);

/** Moves the test clock forward to an instant. */
function advanceTo(iso: string) {
  const minutes = (Date.parse(iso) - t.clock().getTime()) / 60_000;
  if (minutes < 0) throw new Error(`the clock is already past ${iso}`);
  t.clock.advanceMinutes(minutes);
}

async function createLocation(name: string, token = admin) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/club2/locations',
    headers: bearer(token),
    payload: { name, address: null, timezone: 'America/New_York', notes: null, playing_areas: [{ name: 'Court 1' }] },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('GET /api/:slug/audit: access and validation', () => {
  it('answers 401 without a token, 403 on another club, 404 on an unknown club', async () => {
    expect((await list('', { token: null })).statusCode).toBe(401);
    expect((await list('', { slug: 'club4' })).statusCode).toBe(403);
    expect((await list('', { slug: 'club1', token: single })).statusCode).toBe(403);
    expect((await list('', { slug: 'no-such-club' })).statusCode).toBe(404);
  });

  it('refuses bad filters with field errors', async () => {
    const response = await list('from=03-01-2026&entity_type=match&action=archive&league_id=nope&page_size=0');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['action', 'entity_type', 'from', 'league_id', 'page_size']);
    const reversed = await list('from=2026-03-05&to=2026-03-04');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ to: ['Must be on or after the start date'] });
  });
});

describe('GET /api/:slug/audit: days in the club’s timezone', () => {
  it('includes both ends of the range, cut at midnight in New York', async () => {
    const marker = `Boundary ${newId().slice(-6)}`;
    advanceTo('2026-03-02T04:59:00.000Z'); // 23:59 on March 1 in New York
    const lateMarch1 = await createLocation(`${marker} late`);
    advanceTo('2026-03-02T05:00:00.000Z'); // 00:00 on March 2 in New York
    const earlyMarch2 = await createLocation(`${marker} early`);
    advanceTo('2026-03-03T04:59:00.000Z'); // 23:59 on March 2
    const lateMarch2 = await createLocation(`${marker} last`);
    advanceTo('2026-03-03T05:00:00.000Z');
    await createLocation(`${marker} next day`);

    const entryOf = async (location: { id: string }) => (await list(`entity_id=${location.id}`)).json().items[0].id;
    const [late1, early2, late2] = [await entryOf(lateMarch1), await entryOf(earlyMarch2), await entryOf(lateMarch2)];

    expect(ids(await list(`q=${marker}&from=2026-03-02&to=2026-03-02`))).toEqual([late2, early2]);
    expect(ids(await list(`q=${marker}&to=2026-03-01`))).toEqual([late1]);
    expect(ids(await list(`q=${marker}&from=2026-03-01&to=2026-03-02`))).toEqual([late2, early2, late1]);
    expect((await list(`q=${marker}&from=2026-03-03`)).json().total).toBe(1);
  });
});

describe('GET /api/:slug/audit: entries and filters', () => {
  it('lists entries newest first, as stored, with the actor and a total', async () => {
    const marker = `Shape ${newId().slice(-6)}`;
    t.clock.advanceMinutes(60);
    const location = await createLocation(marker);
    t.clock.advanceMinutes(1);
    await t.app.inject({ method: 'PATCH', url: `/api/club2/locations/${location.id}/archive`, headers: bearer(single), payload: { archived: true } });

    const response = await list(`entity_type=location&entity_id=${location.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 2, page: 1, page_size: 25 });
    const [archived, created] = response.json().items;
    expect(archived).toEqual({
      id: expect.any(String),
      action: 'update',
      entity_type: 'location',
      entity_id: location.id,
      entity_label: marker,
      league_id: null,
      actor: { id: singleId, name: 'Sam Rivera' },
      changes: { archived: { before: false, after: true } },
      created_at: t.clock().toISOString(),
    });
    expect(created).toMatchObject({
      action: 'create',
      actor: { name: 'Alex Morgan' },
      changes: { name: { before: null, after: marker }, playing_areas: { before: null, after: [{ name: 'Court 1', archived: false }] } },
    });

    const paged = await list(`entity_id=${location.id}&page_size=1&page=2`);
    expect(paged.json()).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(ids(paged)).toEqual([created.id]);
    // Past the end: no entries, and still how many there are.
    expect((await list(`entity_id=${location.id}&page_size=1&page=5`)).json()).toMatchObject({ total: 2, items: [], page: 5 });
  });

  it('filters by action, actor and text in the label or the actor’s name', async () => {
    const marker = `Filters ${newId().slice(-6)}`;
    t.clock.advanceMinutes(60);
    const kept = await createLocation(`${marker} kept`);
    t.clock.advanceMinutes(1);
    const removed = await createLocation(`${marker} removed`, single);
    t.clock.advanceMinutes(1);
    await t.app.inject({ method: 'DELETE', url: `/api/club2/locations/${removed.id}`, headers: bearer(single) });

    const deletes = await list(`q=${marker}&action=delete`);
    expect(deletes.json().items).toEqual([
      expect.objectContaining({
        action: 'delete',
        entity_id: removed.id,
        changes: expect.objectContaining({ name: { before: `${marker} removed`, after: null } }),
      }),
    ]);
    expect((await list(`q=${marker}&action=create`)).json().items.map((item: { entity_id: string }) => item.entity_id)).toEqual([removed.id, kept.id]);
    expect((await list(`q=${marker}&actor_id=${singleId}`)).json().total).toBe(2);
    expect((await list(`q=${encodeURIComponent(`${marker} kept`)}`)).json().items.map((item: { entity_id: string }) => item.entity_id)).toEqual([kept.id]);
    const bySam = await list(`q=sam rivera&entity_type=location`);
    expect(bySam.json().items.every((item: { actor: { name: string } }) => item.actor.name === 'Sam Rivera')).toBe(true);
    expect(bySam.json().items.map((item: { entity_id: string }) => item.entity_id)).toEqual(expect.arrayContaining([removed.id]));
    expect((await list(`q=${marker}&entity_type=question`)).json().total).toBe(0);
  });

  it('filters by league: the league itself, its teams and its registrations', async () => {
    const clubId = await clubIdOf(t.database.db, 'club2');
    const league = await insertLeague(t.database.db, 'club2');
    const otherLeague = await insertLeague(t.database.db, 'club2');
    const actor = { id: singleId, name: 'Sam Rivera' };
    const record = (entityType: 'league' | 'team' | 'registration', leagueId: string, entityId = newId()) => {
      t.clock.advanceMinutes(1);
      return recordAudit(t.database.db, {
        clubId,
        actor,
        action: 'create',
        entityType,
        entityId,
        entityLabel: `${entityType} of ${leagueId}`,
        leagueId,
        before: null,
        after: { name: entityType },
        at: t.clock(),
      });
    };
    await record('league', league.id, league.id);
    await record('team', league.id);
    await record('registration', league.id);
    await record('team', otherLeague.id);

    const response = await list(`league_id=${league.id}`);
    expect(response.json().items.map((item: { entity_type: string; league_id: string }) => [item.entity_type, item.league_id])).toEqual([
      ['registration', league.id],
      ['team', league.id],
      ['league', league.id],
    ]);
    expect((await list(`league_id=${league.id}&entity_type=team`)).json().total).toBe(1);
  });

  it('never shows another club’s entries', async () => {
    const club1 = await t.app.inject({
      method: 'POST',
      url: '/api/club1/locations',
      headers: bearer(admin),
      payload: { name: `Club 1 ${newId()}`, address: null, timezone: 'America/Chicago', notes: null, playing_areas: [] },
    });
    expect(club1.statusCode).toBe(201);
    expect((await list(`entity_id=${club1.json().id}`)).json()).toMatchObject({ total: 0, items: [] });
    expect((await list(`entity_id=${club1.json().id}`, { slug: 'club1' })).json().total).toBe(1);
  });
});
