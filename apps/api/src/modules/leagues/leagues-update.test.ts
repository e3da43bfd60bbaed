import { beforeAll, describe, expect, it } from 'vitest';
import { newId, type League, type LeagueInput, type LeagueUpdate } from '@matchday/domain';
import { eq } from 'drizzle-orm';
import { locations, questions } from '../../db/schema.js';
import { insertLeague, insertLocation, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { bearer, useTestApp } from '../../../test/helper.js';
import { auditEntriesOf, insertQuestion, leagueInput } from './league-test-data.js';

const t = useTestApp();
let admin = '';
let other = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
  other = await t.loginAs('other@example.com');
});

const put = (id: string, body: unknown, slug = 'club2', token = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/${slug}/leagues/${id}`, headers: bearer(token), payload: body as object });

async function createLeague(input: LeagueInput): Promise<League> {
  const response = await t.app.inject({ method: 'POST', url: '/api/club2/leagues', headers: bearer(admin), payload: input });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** The form as the web app sends it back for this league, from the version it was read at. */
const formOf = (league: League): LeagueUpdate => ({
  name: league.name,
  sport: league.sport,
  description: league.description,
  season: league.season,
  season_start: league.season_start,
  season_end: league.season_end,
  play_times: league.play_times,
  location_ids: league.locations.map((location) => location.id),
  registration_type: league.registration_type,
  payment_mode: league.payment_mode,
  team_fee_cents: league.team_fee_cents,
  player_fee_cents: league.player_fee_cents,
  team_capacity: league.team_capacity,
  roster_min: league.roster_min,
  roster_max: league.roster_max,
  registration_opens_on: league.registration_opens_on,
  registration_closes_on: league.registration_closes_on,
  questions: league.questions.map((question) => ({ question_id: question.question_id, required: question.required })),
  bracket_type: league.bracket_type,
  row_version: league.row_version,
});

/** A league's form body for a league the test has not read: one never saved since it was made. */
const firstVersion = (input = leagueInput()): LeagueUpdate => ({ ...input, row_version: 1 });

describe('PUT /api/:slug/leagues/:leagueId', () => {
  it('replaces the settings, locations and questions, and audits only what changed', async () => {
    const { location: first } = await insertLocation(t.database.db, 'club2');
    const { location: second } = await insertLocation(t.database.db, 'club2');
    const shirt = await insertQuestion(t.database.db, 'club2');
    const diet = await insertQuestion(t.database.db, 'club2', { label: 'Dietary needs', type: 'text', options: [] });
    const league = await createLeague(leagueInput({ location_ids: [first.id], questions: [{ question_id: shirt.id, required: false }] }));

    const response = await put(league.id, {
      ...formOf(league),
      team_fee_cents: 65_000,
      location_ids: [second.id, first.id],
      questions: [
        { question_id: diet.id, required: true },
        { question_id: shirt.id, required: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      id: league.id,
      status: 'draft',
      team_fee_cents: 65_000,
      locations: [{ id: second.id }, { id: first.id }],
      questions: [
        { question_id: diet.id, label: 'Dietary needs', required: true, position: 0 },
        { question_id: shirt.id, required: true, position: 1 },
      ],
    });

    const update = (await auditEntriesOf(t.database.db, league.id)).find((entry) => entry.action === 'update');
    expect(update?.changes).toEqual({
      team_fee_cents: { before: 50_000, after: 65_000 },
      // Named, so History can say which.
      locations: {
        before: [{ id: first.id, name: first.name }],
        after: [
          { id: second.id, name: second.name },
          { id: first.id, name: first.name },
        ],
      },
      questions: {
        before: [{ question_id: shirt.id, label: shirt.label, required: false }],
        after: [
          { question_id: diet.id, label: 'Dietary needs', required: true },
          { question_id: shirt.id, label: shirt.label, required: true },
        ],
      },
    });

    expect((await put(league.id, formOf(updated))).statusCode).toBe(200);
    expect(await auditEntriesOf(t.database.db, league.id)).toHaveLength(2);
  });

  it('keeps locations and questions archived since they were attached, but refuses newly attaching archived ones', async () => {
    const { location } = await insertLocation(t.database.db, 'club2');
    const question = await insertQuestion(t.database.db, 'club2');
    const league = await createLeague(leagueInput({ location_ids: [location.id], questions: [{ question_id: question.id, required: true }] }));
    await t.database.db.update(locations).set({ archivedAt: new Date() }).where(eq(locations.id, location.id));
    await t.database.db.update(questions).set({ archivedAt: new Date() }).where(eq(questions.id, question.id));

    expect((await put(league.id, { ...formOf(league), description: 'Still here' })).statusCode).toBe(200);
    const fresh = await createLeague(leagueInput());
    const refused = await put(fresh.id, { ...formOf(fresh), location_ids: [location.id], questions: [{ question_id: question.id, required: true }] });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['location_ids', 'questions']);
  });

  it('refuses settings below what the league already holds, on the fields at fault, writing nothing', async () => {
    const league = await createLeague(leagueInput({ team_capacity: 4, roster_min: 1, roster_max: 6 }));
    const teams = [await insertTeam(t.database.db, league.id), await insertTeam(t.database.db, league.id), await insertTeam(t.database.db, league.id)];
    for (let index = 0; index < 4; index += 1)
      await insertRegistration(t.database.db, league.id, (await insertPlayer(t.database.db, 'club2')).id, teams[0]!.id);
    await insertRegistration(t.database.db, league.id, (await insertPlayer(t.database.db, 'club2')).id, null);

    const response = await put(league.id, { ...formOf(league), team_capacity: 2, roster_min: 1, roster_max: 3, registration_type: 'teams_only' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      team_capacity: ['The league already has 3 teams'],
      roster_max: ['A team already has 4 players'],
      registration_type: ['1 free agent is waiting: place them on teams first'],
    });
    expect((await auditEntriesOf(t.database.db, league.id)).map((entry) => entry.action)).toEqual(['create']);

    const atTheLimit = await put(league.id, { ...formOf(league), team_capacity: 3, roster_min: 1, roster_max: 4 });
    expect(atTheLimit.statusCode).toBe(200);
    expect(atTheLimit.json()).toMatchObject({ team_capacity: 3, roster_max: 4, teams_count: 3, players_count: 4, free_agents_count: 1 });
  });

  it('refuses to edit an archived league', async () => {
    const league = await insertLeague(t.database.db, 'club2', { status: 'archived' });
    const response = await put(league.id, firstVersion(leagueInput({ name: league.name })));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'not_editable', message: 'An archived league cannot be edited: move it back to draft first' });
    expect(await auditEntriesOf(t.database.db, league.id)).toEqual([]);
  });

  it('answers 409 on name when another league of the club has it in that season', async () => {
    const taken = await createLeague(leagueInput());
    const league = await createLeague(leagueInput());
    const response = await put(league.id, { ...formOf(league), name: taken.name });
    expect(response.statusCode).toBe(409);
    expect(Object.keys(response.json().errors)).toEqual(['name']);
    expect((await put(league.id, { ...formOf(league), name: taken.name, season: 'Winter 2027' })).statusCode).toBe(200);
  });

  it('refuses a save from a form opened before another save (409 stale_version), writing nothing, and counts every write', async () => {
    const { location } = await insertLocation(t.database.db, 'club2');
    const league = await createLeague(leagueInput({ team_fee_cents: 50_000 }));
    expect(league.row_version).toBe(1);
    // Two tabs open the form; the first saves a new fee.
    const first = await put(league.id, { ...formOf(league), team_fee_cents: 65_000 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ team_fee_cents: 65_000, row_version: 2 });

    // The second tab still holds the old fee: its save would revert it, so it is refused and nothing of it is written.
    const stale = await put(league.id, { ...formOf(league), description: 'From the second tab', location_ids: [location.id] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version' });
    const read = await t.app.inject({ method: 'GET', url: `/api/club2/leagues/${league.id}`, headers: bearer(admin) });
    expect(read.json()).toEqual(first.json());
    expect((await auditEntriesOf(t.database.db, league.id)).map((entry) => entry.action)).toEqual(['create', 'update']);

    // Another write path (the status) is a new version too: a form opened before it is stale.
    const opened = read.json() as League;
    const status = await t.app.inject({
      method: 'POST',
      url: `/api/club2/leagues/${league.id}/status`,
      headers: bearer(admin),
      payload: { status: 'registration_open' },
    });
    expect(status.json()).toMatchObject({ status: 'registration_open', row_version: 3 });
    expect((await put(league.id, formOf(opened))).json()).toMatchObject({ code: 'stale_version' });
    // Saved again from the version now read, it goes through.
    expect((await put(league.id, { ...formOf(status.json()), description: 'Saved over it' })).json()).toMatchObject({
      description: 'Saved over it',
      row_version: 4,
    });
  });

  it('refuses an update body without the row_version it was edited from', async () => {
    const league = await createLeague(leagueInput());
    const { row_version: _version, ...withoutVersion } = formOf(league);
    const response = await put(league.id, withoutVersion);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['row_version']);
  });

  it('validates the body, and answers 401, 403 and 404 like every club route', async () => {
    const league = await createLeague(leagueInput());
    const invalid = await put(league.id, { ...formOf(league), registration_closes_on: '2027-01-01' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ registration_closes_on: ['Must be on or before the season end'] });

    const foreign = await insertLeague(t.database.db, 'club4');
    expect((await put(foreign.id, firstVersion())).statusCode).toBe(404);
    expect((await put(foreign.id, firstVersion(), 'club4', other)).statusCode).toBe(200);
    expect((await put('not-an-id', firstVersion())).statusCode).toBe(404);
    expect((await put(newId(), firstVersion())).statusCode).toBe(404);
    expect((await put(league.id, formOf(league), 'club4')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/club2/leagues/${league.id}`, payload: formOf(league) })).statusCode).toBe(401);
  });
});
