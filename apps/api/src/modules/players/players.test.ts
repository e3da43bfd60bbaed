import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { insertLeague, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { players, registrationAnswers, teams } from '../../db/schema.js';
import { attachQuestion, auditEntriesOf, expectClubGuards, expectNotFound, insertQuestion } from '../teams/test-support.js';

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
});

const tag = () => newId().slice(-8).toLowerCase();
const playerInput = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Jordan',
  last_name: 'Blake',
  email: `jordan.${tag()}@example.com`,
  phone: '212-555-0100',
  ...overrides,
});
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });

describe('GET /api/:slug/players', () => {
  it('lists the club’s players, searchable, sorted and paginated, with their league count', async () => {
    const surname = `Quill${tag()}`;
    const ada = await insertPlayer(t.database.db, 'club2', { firstName: 'Ada', lastName: surname, phone: '646-555-0101' });
    await insertPlayer(t.database.db, 'club2', { firstName: 'Zed', lastName: surname });
    await insertPlayer(t.database.db, 'club1', { firstName: 'Elsewhere', lastName: surname });
    const league = await insertLeague(t.database.db, 'club2');
    await insertRegistration(t.database.db, league.id, ada.id, null);

    const page = await call('GET', `/api/club2/players?q=${surname}&sort=first_name&order=desc&page_size=1`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 2, page: 1, page_size: 1, items: [{ first_name: 'Zed', leagues_count: 0 }] });
    const second = await call('GET', `/api/club2/players?q=${surname}&sort=first_name&order=desc&page_size=1&page=2`);
    expect(second.json().items).toEqual([
      { id: ada.id, first_name: 'Ada', last_name: surname, email: ada.email, phone: '646-555-0101', leagues_count: 1, created_at: expect.any(String) },
    ]);
    expect((await call('GET', `/api/club2/players?q=${encodeURIComponent(`ada ${surname}`)}`)).json().total).toBe(1);
    expect((await call('GET', `/api/club2/players?q=646-555-0101`)).json().items.map((item: { id: string }) => item.id)).toContain(ada.id);
    expect((await call('GET', `/api/club2/players?q=${ada.email.toUpperCase()}`)).json().total).toBe(1);
  });

  it('refuses a bad query, and guards the club', async () => {
    const response = await call('GET', '/api/club2/players?page=0&sort=height');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['page', 'sort']);
    await expectClubGuards(t, admin, { method: 'GET', url: (slug) => `/api/${slug}/players` });
    expect((await call('GET', '/api/no-such-club/players')).statusCode).toBe(404);
  });
});

describe('POST /api/:slug/players', () => {
  it('adds a player, audited', async () => {
    const input = playerInput({ email: `  Mixed.${tag()}@Example.COM `, gender: 'non_binary', date_of_birth: '1990-04-02', notes: '' });
    const response = await call('POST', '/api/club2/players', input);
    expect(response.statusCode).toBe(201);
    const player = response.json();
    expect(player).toMatchObject({
      first_name: 'Jordan',
      last_name: 'Blake',
      email: input.email.trim().toLowerCase(),
      gender: 'non_binary',
      date_of_birth: '1990-04-02',
      notes: null,
      emergency_contact_name: null,
      leagues_count: 0,
      registrations: [],
    });
    const [entry] = await auditEntriesOf(t.database.db, 'player', player.id);
    expect(entry).toMatchObject({ action: 'create', entityLabel: 'Jordan Blake', actorName: 'Alex Morgan', leagueId: null });
    expect(entry!.changes.email).toEqual({ before: null, after: player.email });
  });

  it('refuses an email the club has, whatever its case, but not one of another club', async () => {
    const existing = await insertPlayer(t.database.db, 'club2', { email: `taken.${tag()}@example.com` });
    const response = await call('POST', '/api/club2/players', playerInput({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'conflict',
      message: 'The club already has a player with this email',
      errors: { email: ['The club already has a player with this email'] },
    });
    expect((await call('POST', '/api/club1/players', playerInput({ email: existing.email }))).statusCode).toBe(201);
  });

  it('refuses invalid fields, and guards the club', async () => {
    const response = await call('POST', '/api/club2/players', { first_name: ' ', last_name: 'X', email: 'nope', phone: 'call me', gender: 'other', extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'extra', 'first_name', 'gender', 'phone']);
    await expectClubGuards(t, admin, { method: 'POST', url: (slug) => `/api/${slug}/players`, payload: playerInput() });
  });
});

describe('GET /api/:slug/players/:playerId', () => {
  it('shows the player with each registration: league, team, captaincy, payment status and answers', async () => {
    const { db } = t.database;
    const player = await insertPlayer(db, 'club2', { firstName: 'Casey', lastName: 'North' });
    const older = await insertLeague(db, 'club2', { seasonStart: '2025-09-01', season: 'Fall 2025' });
    const newer = await insertLeague(db, 'club2', { seasonStart: '2026-09-01' });
    const team = await insertTeam(db, newer.id, { name: `Herons ${tag()}` });
    await db.update(teams).set({ captainPlayerId: player.id }).where(eq(teams.id, team.id));
    const onTeam = await insertRegistration(db, newer.id, player.id, team.id);
    const freeAgent = await insertRegistration(db, older.id, player.id, null);
    const question = await insertQuestion(db, 'club2', { label: 'Position', type: 'text', options: [] });
    await attachQuestion(db, older.id, question.id, false);
    await db.insert(registrationAnswers).values({ registrationId: freeAgent.id, questionId: question.id, value: 'Goalkeeper' });

    const response = await call('GET', `/api/club2/players/${player.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: player.id, first_name: 'Casey', leagues_count: 2, updated_at: expect.any(String) });
    expect(response.json().registrations).toEqual([
      {
        id: onTeam.id,
        league: { id: newer.id, name: newer.name, season: 'Fall 2026', status: 'registration_open' },
        team: { id: team.id, name: team.name },
        is_captain: true,
        payment_status: 'unpaid',
        balance_cents: 0,
        answers: [],
        created_at: expect.any(String),
      },
      {
        id: freeAgent.id,
        league: { id: older.id, name: older.name, season: 'Fall 2025', status: 'registration_open' },
        team: null,
        is_captain: false,
        payment_status: 'unpaid',
        balance_cents: 0,
        answers: [{ question_id: question.id, label: 'Position', type: 'text', value: 'Goalkeeper' }],
        created_at: expect.any(String),
      },
    ]);
  });

  it('answers 404 for another club’s player and a malformed id, and guards the club', async () => {
    const foreign = await insertPlayer(t.database.db, 'club1');
    await expectNotFound(t, admin, {
      method: 'GET',
      urls: [`/api/club2/players/${foreign.id}`, '/api/club2/players/not-an-id', `/api/club2/players/${newId()}`],
    });
    expect((await call('GET', `/api/club1/players/${foreign.id}`)).statusCode).toBe(200);
    await expectClubGuards(t, admin, { method: 'GET', url: (slug) => `/api/${slug}/players/${foreign.id}` });
  });
});

describe('PUT /api/:slug/players/:playerId', () => {
  it('updates the player and audits the changed fields', async () => {
    const player = await insertPlayer(t.database.db, 'club2', { firstName: 'Robin', lastName: 'Vale' });
    const input = playerInput({
      first_name: 'Robyn',
      last_name: 'Vale',
      email: player.email,
      emergency_contact_name: 'Sam Vale',
      emergency_contact_phone: '212 555 0199',
      row_version: player.rowVersion,
    });
    const response = await call('PUT', `/api/club2/players/${player.id}`, input);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Robyn', emergency_contact_name: 'Sam Vale', emergency_contact_phone: '212 555 0199' });
    const [entry] = await auditEntriesOf(t.database.db, 'player', player.id);
    expect(entry).toMatchObject({ action: 'update', entityLabel: 'Robyn Vale' });
    expect(entry!.changes).toEqual({
      first_name: { before: 'Robin', after: 'Robyn' },
      phone: { before: null, after: '212-555-0100' },
      emergency_contact_name: { before: null, after: 'Sam Vale' },
      emergency_contact_phone: { before: null, after: '212 555 0199' },
    });
  });

  it('refuses a save from a form opened before another save (409 stale_version), writing nothing', async () => {
    const player = await insertPlayer(t.database.db, 'club2', { firstName: 'Robin', lastName: 'Vale' });
    const opened = { first_name: 'Robin', last_name: 'Vale', email: player.email, row_version: player.rowVersion };
    const first = await call('PUT', `/api/club2/players/${player.id}`, playerInput({ ...opened, phone: '212 555 0111' }));
    expect(first.json()).toMatchObject({ phone: '212 555 0111', row_version: player.rowVersion + 1 });
    const stale = await call('PUT', `/api/club2/players/${player.id}`, playerInput({ ...opened, first_name: 'Robyn' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version' });
    expect((await call('GET', `/api/club2/players/${player.id}`)).json()).toEqual(first.json());
    expect((await auditEntriesOf(t.database.db, 'player', player.id)).map((entry) => entry.action)).toEqual(['update']);
  });

  it('refuses another player’s email (409), invalid fields (400), foreign or malformed ids (404), and guards the club', async () => {
    const player = await insertPlayer(t.database.db, 'club2');
    const other = await insertPlayer(t.database.db, 'club2');
    const taken = await call('PUT', `/api/club2/players/${player.id}`, playerInput({ email: other.email.toUpperCase(), row_version: 1 }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: ['The club already has a player with this email'] });
    expect((await t.database.db.select().from(players).where(eq(players.id, player.id)))[0]!.email).toBe(player.email);

    const invalid = await call('PUT', `/api/club2/players/${player.id}`, playerInput({ last_name: '', date_of_birth: '1990-13-45', row_version: 1 }));
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['date_of_birth', 'last_name']);

    const foreign = await insertPlayer(t.database.db, 'club1');
    await expectNotFound(t, admin, {
      method: 'PUT',
      payload: playerInput({ row_version: 1 }),
      urls: [`/api/club2/players/${foreign.id}`, '/api/club2/players/%20'],
    });
    await expectClubGuards(t, admin, { method: 'PUT', url: (slug) => `/api/${slug}/players/${player.id}`, payload: playerInput({ row_version: 1 }) });
  });
});

describe('DELETE /api/:slug/players/:playerId', () => {
  it('deletes a player registered nowhere, audited', async () => {
    const player = await insertPlayer(t.database.db, 'club2', { firstName: 'Gone', lastName: 'Soon' });
    const response = await call('DELETE', `/api/club2/players/${player.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await t.database.db.select().from(players).where(eq(players.id, player.id))).toEqual([]);
    const [entry] = await auditEntriesOf(t.database.db, 'player', player.id);
    expect(entry).toMatchObject({ action: 'delete', entityLabel: 'Gone Soon' });
    expect(entry!.changes.email).toEqual({ before: player.email, after: null });
  });

  it('refuses while the player is registered in a league, saying so', async () => {
    const player = await insertPlayer(t.database.db, 'club2', { firstName: 'Still', lastName: 'Here' });
    await insertRegistration(t.database.db, (await insertLeague(t.database.db, 'club2')).id, player.id, null);
    await insertRegistration(t.database.db, (await insertLeague(t.database.db, 'club2')).id, player.id, null);
    const response = await call('DELETE', `/api/club2/players/${player.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'in_use', message: 'Still Here is registered in 2 leagues: remove those registrations first' });
    expect(await t.database.db.select().from(players).where(eq(players.id, player.id))).toHaveLength(1);
  });

  it('answers 404 for another club’s player and a malformed id, and guards the club', async () => {
    const foreign = await insertPlayer(t.database.db, 'club4');
    await expectNotFound(t, admin, { method: 'DELETE', urls: [`/api/club2/players/${foreign.id}`, '/api/club2/players/x'] });
    expect(await t.database.db.select().from(players).where(eq(players.id, foreign.id))).toHaveLength(1);
    await expectClubGuards(t, admin, { method: 'DELETE', url: (slug) => `/api/${slug}/players/${foreign.id}` });
  });
});
