import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@matchday/domain';
import { eq } from 'drizzle-orm';
import { locations } from '../../db/schema.js';
import { insertLeague, insertLocation, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { bearer, useTestApp } from '../../../test/helper.js';
import { auditEntriesOf, insertQuestion, leagueInput, uniqueName } from './league-test-data.js';

const t = useTestApp();
let admin = '';
let other = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
  other = await t.loginAs('other@example.com');
});

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const create = (body: unknown, slug = 'club2', token = admin) =>
  t.app.inject({ method: 'POST', url: `/api/${slug}/leagues`, headers: bearer(token), payload: body as object });

describe('access to /api/:slug/leagues', () => {
  it('answers 401 without a token, 404 for an unknown club, 403 for a club the user does not administer', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/club2/leagues' });
    expect(anonymous.statusCode).toBe(401);
    expect((await create(leagueInput(), 'club2', '')).statusCode).toBe(401);
    expect((await get('/api/no-such-club/leagues')).statusCode).toBe(404);
    const forbidden = await get('/api/club4/leagues');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('forbidden');
    expect((await create(leagueInput(), 'club4')).statusCode).toBe(403);
    expect((await get('/api/club2/leagues', other)).statusCode).toBe(403);
  });
});

describe('POST /api/:slug/leagues', () => {
  it('creates a draft with its locations and questions in the given order, and audits it', async () => {
    const { location: first } = await insertLocation(t.database.db, 'club2');
    const { location: second } = await insertLocation(t.database.db, 'club2');
    const shirt = await insertQuestion(t.database.db, 'club2');
    const notes = await insertQuestion(t.database.db, 'club2', { label: 'Anything else?', type: 'textarea', options: [], helpText: null });
    const input = leagueInput({
      description: '  ',
      location_ids: [second.id, first.id],
      questions: [
        { question_id: notes.id, required: false },
        { question_id: shirt.id, required: true },
      ],
    });
    const response = await create(input);
    expect(response.statusCode).toBe(201);
    const league = response.json();
    expect(league).toMatchObject({
      name: input.name,
      description: null,
      status: 'draft',
      season: 'Fall 2026',
      season_start: '2026-09-01',
      team_fee_cents: 50_000,
      play_times: [{ day: 'tue', start_time: '18:30' }],
      teams_count: 0,
      players_count: 0,
      free_agents_count: 0,
      locations: [
        { id: second.id, name: second.name },
        { id: first.id, name: first.name },
      ],
      questions: [
        { question_id: notes.id, label: 'Anything else?', type: 'textarea', options: [], help_text: null, required: false, position: 0 },
        { question_id: shirt.id, label: 'T-shirt size', type: 'mcq', options: ['S', 'M', 'L'], help_text: 'For the team shirt', required: true, position: 1 },
      ],
      duplicated_from: null,
      created_at: '2026-03-01T12:00:00.000Z',
    });
    expect(league.id).toHaveLength(26);
    expect((await get(`/api/club2/leagues/${league.id}`)).json()).toEqual(league);

    const [entry, ...more] = await auditEntriesOf(t.database.db, league.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'create', entityLabel: input.name, leagueId: league.id, actorName: 'Alex Morgan' });
    expect(entry?.changes).toMatchObject({
      name: { before: null, after: input.name },
      status: { before: null, after: 'draft' },
      team_fee_cents: { before: null, after: 50_000 },
      locations: {
        before: null,
        after: [
          { id: second.id, name: second.name },
          { id: first.id, name: first.name },
        ],
      },
      questions: {
        before: null,
        after: [
          { question_id: notes.id, label: notes.label, required: false },
          { question_id: shirt.id, label: shirt.label, required: true },
        ],
      },
    });
  });

  it('refuses invalid fields with field errors', async () => {
    const cases = [
      { input: leagueInput({ roster_min: 8, roster_max: 6 }), field: 'roster_max' },
      { input: leagueInput({ season_start: '2026-09-01', season_end: '2026-08-01', registration_closes_on: '2026-07-01' }), field: 'season_end' },
      { input: leagueInput({ payment_mode: 'free', team_fee_cents: 1000 }), field: 'payment_mode' },
      { input: leagueInput({ name: '' }), field: 'name' },
      { input: leagueInput({ team_fee_cents: 10.5 }), field: 'team_fee_cents' },
      { input: { ...leagueInput(), status: 'in_season' }, field: 'status' },
    ];
    for (const { input, field } of cases) {
      const response = await create(input);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().code).toBe('validation_error');
      expect(Object.keys(response.json().errors)).toContain(field);
    }
  });

  it('refuses locations and questions that are not the club’s or are archived, writing nothing', async () => {
    const { location: foreign } = await insertLocation(t.database.db, 'club4');
    const { location: archived } = await insertLocation(t.database.db, 'club2');
    await t.database.db.update(locations).set({ archivedAt: new Date() }).where(eq(locations.id, archived.id));
    const archivedQuestion = await insertQuestion(t.database.db, 'club2', { label: 'Old question', archivedAt: new Date() });
    const foreignQuestion = await insertQuestion(t.database.db, 'club4');

    const cases = [
      { body: { location_ids: [newId()] }, errors: { location_ids: ['Unknown location'] } },
      { body: { location_ids: [foreign.id] }, errors: { location_ids: ['Unknown location'] } },
      { body: { location_ids: [archived.id] }, errors: { location_ids: [`The location “${archived.name}” is archived`] } },
      { body: { questions: [{ question_id: archivedQuestion.id, required: true }] }, errors: { questions: ['The question “Old question” is archived'] } },
      { body: { questions: [{ question_id: foreignQuestion.id, required: false }] }, errors: { questions: ['Unknown question'] } },
    ];
    for (const { body, errors } of cases) {
      const input = leagueInput(body);
      const response = await create(input);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Some fields are not valid', code: 'validation_error', errors });
      expect((await get(`/api/club2/leagues?q=${encodeURIComponent(input.name)}`)).json().total).toBe(0);
    }
  });

  it('answers 409 on name when the club has a league of that name in that season, whatever the case', async () => {
    const input = leagueInput();
    expect((await create(input)).statusCode).toBe(201);
    const again = await create({ ...input, name: input.name.toUpperCase(), season: ' fall 2026 ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', errors: { name: [expect.stringContaining(input.name.toUpperCase())] } });
    expect((await create({ ...input, season: 'Spring 2027' })).statusCode).toBe(201);
    expect((await create(input, 'club1')).statusCode).toBe(201);
  });
});

describe('GET /api/:slug/leagues/:leagueId', () => {
  it('answers 404 for another club’s league through this club’s slug, and for malformed ids', async () => {
    const foreign = await insertLeague(t.database.db, 'club4');
    const mine = await insertLeague(t.database.db, 'club1');
    expect((await get(`/api/club4/leagues/${foreign.id}`, other)).statusCode).toBe(200);
    const crossClub = await get(`/api/club2/leagues/${mine.id}`);
    expect(crossClub.statusCode).toBe(404);
    expect(crossClub.json()).toEqual({ message: 'League not found', code: 'not_found' });
    expect((await get(`/api/club2/leagues/${foreign.id}`)).statusCode).toBe(404);
    expect((await get('/api/club2/leagues/not-an-id')).statusCode).toBe(404);
    expect((await get(`/api/club2/leagues/${newId()}`)).statusCode).toBe(404);
    expect((await get(`/api/club4/leagues/${foreign.id}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/club1/leagues/${mine.id}` })).statusCode).toBe(401);
  });

  it('counts teams, rostered players and free agents, and names the league it was duplicated from', async () => {
    const source = await insertLeague(t.database.db, 'club1', { name: uniqueName('Source') });
    const league = await insertLeague(t.database.db, 'club1', { duplicatedFromId: source.id });
    const team = await insertTeam(t.database.db, league.id);
    await insertTeam(t.database.db, league.id);
    for (const teamId of [team.id, team.id, null]) await insertRegistration(t.database.db, league.id, (await insertPlayer(t.database.db, 'club1')).id, teamId);
    const response = await get(`/api/club1/leagues/${league.id}`);
    expect(response.json()).toMatchObject({ teams_count: 2, players_count: 2, free_agents_count: 1, duplicated_from: { id: source.id, name: source.name } });
  });
});

describe('GET /api/:slug/leagues', () => {
  const marker = `mk${newId().slice(-8).toLowerCase()}`;
  const ids = { alpha: '', bravo: '', charlie: '' };
  const list = async (query: string) => {
    const response = await get(`/api/club1/leagues?q=${marker}&${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: { id: string; name: string }[]; total: number; page: number; page_size: number; seasons: string[] };
  };
  const order = (page: { items: { id: string }[] }) => page.items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0]);

  beforeAll(async () => {
    const db = t.database.db;
    const alpha = await insertLeague(db, 'club1', {
      name: `Alpha ${marker}`,
      sport: 'soccer',
      season: 'Spring 2041',
      seasonStart: '2041-03-01',
      seasonEnd: '2041-06-01',
      registrationClosesOn: '2041-02-20',
      status: 'draft',
      updatedAt: new Date('2026-01-03T00:00:00Z'),
    });
    const bravo = await insertLeague(db, 'club1', {
      name: `bravo ${marker}`,
      sport: 'basketball',
      season: 'Fall 2040',
      seasonStart: '2040-09-01',
      seasonEnd: '2040-12-01',
      registrationClosesOn: '2040-08-20',
      status: 'in_season',
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const charlie = await insertLeague(db, 'club1', {
      name: uniqueName('Charlie'),
      description: `Played at the ${marker} park`,
      sport: 'soccer',
      season: 'Fall 2040',
      seasonStart: '2040-09-15',
      seasonEnd: '2040-12-15',
      registrationClosesOn: '2040-09-01',
      status: 'registration_open',
      updatedAt: new Date('2026-01-02T00:00:00Z'),
    });
    Object.assign(ids, { alpha: alpha.id, bravo: bravo.id, charlie: charlie.id });
    const bravoTeam = await insertTeam(db, bravo.id);
    await insertTeam(db, bravo.id);
    await insertTeam(db, charlie.id);
    for (const teamId of [bravoTeam.id, bravoTeam.id, bravoTeam.id, null]) await insertRegistration(db, bravo.id, (await insertPlayer(db, 'club1')).id, teamId);
  });

  it('pages with a total, and sorts by season start by default', async () => {
    const first = await list('page_size=2');
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(order(first)).toEqual(['bravo', 'charlie']);
    const second = await list('page_size=2&page=2');
    expect(second.total).toBe(3);
    expect(order(second)).toEqual(['alpha']);
    expect((await list('page_size=2&page=3')).items).toEqual([]);
  });

  it('returns the summary with counts', async () => {
    const page = await list('status=in_season');
    expect(page.items).toEqual([
      {
        id: ids.bravo,
        name: `bravo ${marker}`,
        sport: 'basketball',
        season: 'Fall 2040',
        season_start: '2040-09-01',
        season_end: '2040-12-01',
        status: 'in_season',
        registration_type: 'teams_and_individuals',
        payment_mode: 'captains_pay',
        team_capacity: 8,
        registration_closes_on: '2040-08-20',
        teams_count: 2,
        players_count: 3,
        free_agents_count: 1,
        updated_at: expect.any(String),
      },
    ]);
  });

  it('searches name, season and description, case-insensitively, with wildcards taken literally', async () => {
    expect(order(await list(''))).toHaveLength(3);
    const upper = await get(`/api/club1/leagues?q=${marker.toUpperCase()}`);
    expect(upper.json().total).toBe(3);
    const season = await get(`/api/club1/leagues?q=${encodeURIComponent('spring 2041')}`);
    expect(season.json().items.map((item: { id: string }) => item.id)).toEqual([ids.alpha]);
    expect((await get(`/api/club1/leagues?q=${marker}%25`)).json().total).toBe(0);
    expect((await get(`/api/club1/leagues?q=${marker.slice(0, 3)}_${marker.slice(4)}`)).json().total).toBe(0);
  });

  it('filters by status, sport and season', async () => {
    expect(order(await list('status=registration_open'))).toEqual(['charlie']);
    expect(order(await list('status=completed'))).toEqual([]);
    expect(order(await list('sport=soccer'))).toEqual(['charlie', 'alpha']);
    expect(order(await list('sport=basketball'))).toEqual(['bravo']);
    expect(order(await list(`season=${encodeURIComponent('Fall 2040')}`))).toEqual(['bravo', 'charlie']);
    expect(order(await list(`season=${encodeURIComponent('Fall 2040')}&sport=soccer`))).toEqual(['charlie']);
  });

  it('sorts by every key, ascending and descending', async () => {
    const expected: Record<string, string[]> = {
      name: ['alpha', 'bravo', 'charlie'],
      season_start: ['bravo', 'charlie', 'alpha'],
      status: ['alpha', 'charlie', 'bravo'],
      registration_closes_on: ['bravo', 'charlie', 'alpha'],
      teams_count: ['alpha', 'charlie', 'bravo'],
      updated_at: ['bravo', 'charlie', 'alpha'],
    };
    for (const [sort, ascending] of Object.entries(expected)) {
      expect(order(await list(`sort=${sort}`)), sort).toEqual(ascending);
      expect(order(await list(`sort=${sort}&order=desc`)), sort).toEqual([...ascending].reverse());
    }
    const bySport = order(await list('sort=sport'));
    expect(bySport[0]).toBe('bravo');
    expect(bySport.slice(1)).toEqual(ids.alpha < ids.charlie ? ['alpha', 'charlie'] : ['charlie', 'alpha']);
  });

  it('lists the club’s seasons, newest first, once each', async () => {
    const { seasons } = await list('page_size=1');
    expect(seasons.indexOf('Spring 2041')).toBeLessThan(seasons.indexOf('Fall 2040'));
    expect(seasons.indexOf('Fall 2040')).toBeGreaterThanOrEqual(0);
    expect(new Set(seasons).size).toBe(seasons.length);
    const club4 = (await get('/api/club4/leagues', other)).json().seasons as string[];
    expect(club4).not.toContain('Spring 2041');
  });

  it('refuses invalid query values', async () => {
    const response = await get('/api/club1/leagues?status=bogus&sort=nope&page=0&page_size=500');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['page', 'page_size', 'sort', 'status']);
  });

  it('never shows another club’s leagues', async () => {
    expect((await get(`/api/club2/leagues?q=${marker}`)).json().total).toBe(0);
  });
});
