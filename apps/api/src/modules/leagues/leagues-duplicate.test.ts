import { beforeAll, describe, expect, it } from 'vitest';
import { newId, type League, type LeagueDuplicateInput } from '@matchday/domain';
import { eq, inArray } from 'drizzle-orm';
import { leagues, locations, questions, registrationAnswers, registrations, teams } from '../../db/schema.js';
import { insertLeague, insertLocation, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { bearer, useTestApp } from '../../../test/helper.js';
import { auditEntriesOfLeague, insertQuestion, leagueInput, uniqueName } from './league-test-data.js';

const t = useTestApp();
let admin = '';
let other = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
  other = await t.loginAs('other@example.com');
});

const nextSeason = (overrides: Partial<LeagueDuplicateInput> = {}): LeagueDuplicateInput => ({
  name: uniqueName('Copy'),
  season: 'Spring 2027',
  season_start: '2027-03-01',
  season_end: '2027-06-15',
  registration_opens_on: '2027-01-10',
  registration_closes_on: '2027-02-20',
  ...overrides,
});
const duplicate = (id: string, body: unknown, slug = 'club2', token = admin) =>
  t.app.inject({ method: 'POST', url: `/api/${slug}/leagues/${id}/duplicate`, headers: bearer(token), payload: body as object });

/** A league in season with two locations and two questions (one of each archived since), two teams with captains and a free agent. */
async function sourceLeague() {
  const db = t.database.db;
  const { location: kept } = await insertLocation(db, 'club2');
  const { location: archived } = await insertLocation(db, 'club2');
  const shirt = await insertQuestion(db, 'club2');
  const retired = await insertQuestion(db, 'club2', { label: 'Retired question', type: 'text', options: [] });
  const notes = await insertQuestion(db, 'club2', { label: 'Notes', type: 'textarea', options: [] });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/club2/leagues',
    headers: bearer(admin),
    payload: leagueInput({
      sport: 'basketball',
      description: 'Thursday nights',
      payment_mode: 'players_pay',
      player_fee_cents: 4_500,
      team_capacity: 6,
      roster_min: 2,
      roster_max: 9,
      bracket_type: 'double-elimination',
      location_ids: [archived.id, kept.id],
      questions: [
        { question_id: notes.id, required: false },
        { question_id: retired.id, required: true },
        { question_id: shirt.id, required: true },
      ],
    }),
  });
  const source: League = created.json();
  await db.update(leagues).set({ status: 'in_season' }).where(eq(leagues.id, source.id));
  await db.update(locations).set({ archivedAt: new Date() }).where(eq(locations.id, archived.id));
  await db.update(questions).set({ archivedAt: new Date() }).where(eq(questions.id, retired.id));

  const [ann, ben, cat, dan] = [
    await insertPlayer(db, 'club2'),
    await insertPlayer(db, 'club2'),
    await insertPlayer(db, 'club2'),
    await insertPlayer(db, 'club2'),
  ];
  const hawks = await insertTeam(db, source.id, { name: 'Hawks', captainPlayerId: ann!.id });
  const owls = await insertTeam(db, source.id, { name: 'Owls', captainPlayerId: cat!.id });
  const annRegistration = await insertRegistration(db, source.id, ann!.id, hawks.id);
  await insertRegistration(db, source.id, ben!.id, hawks.id);
  await insertRegistration(db, source.id, cat!.id, owls.id);
  await insertRegistration(db, source.id, dan!.id, null);
  await db.update(registrations).set({ paymentStatus: 'paid' }).where(eq(registrations.leagueId, source.id));
  await db.insert(registrationAnswers).values({ registrationId: annRegistration.id, questionId: shirt.id, value: 'M' });
  return { source, kept, shirt, notes, retired, players: { ann: ann!, ben: ben!, cat: cat!, dan: dan! } };
}

describe('POST /api/:slug/leagues/:leagueId/duplicate', () => {
  it('creates a draft with the new name, season and dates and every other setting, without archived locations and questions', async () => {
    const { source, kept, shirt, notes } = await sourceLeague();
    const input = nextSeason();
    const response = await duplicate(source.id, input);
    expect(response.statusCode).toBe(201);
    const copy: League = response.json();
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      ...input,
      status: 'draft',
      sport: 'basketball',
      description: 'Thursday nights',
      payment_mode: 'players_pay',
      player_fee_cents: 4_500,
      team_fee_cents: source.team_fee_cents,
      team_capacity: 6,
      roster_min: 2,
      roster_max: 9,
      play_times: source.play_times,
      registration_type: source.registration_type,
      bracket_type: 'double-elimination',
      locations: [{ id: kept.id, name: kept.name }],
      questions: [
        { question_id: notes.id, required: false, position: 0 },
        { question_id: shirt.id, required: true, position: 1 },
      ],
      teams_count: 0,
      players_count: 0,
      free_agents_count: 0,
      duplicated_from: { id: source.id, name: source.name },
    });

    const entries = await auditEntriesOfLeague(t.database.db, copy.id);
    expect(entries.map((entry) => [entry.entityType, entry.action])).toEqual([['league', 'create']]);
    expect(entries[0]?.changes).toMatchObject({
      name: { before: null, after: input.name },
      locations: { before: null, after: [{ id: kept.id, name: kept.name }] },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/club2/leagues/${source.id}`, headers: bearer(admin) })).json()).toMatchObject({
      teams_count: 2,
      status: 'in_season',
    });
  });

  it('copies the teams with their rosters and captains when asked: unpaid, with the answers the copy asks, free agents left behind', async () => {
    const { source, players, shirt, retired } = await sourceLeague();
    const db = t.database.db;
    const [ben, cat] = await db
      .select()
      .from(registrations)
      .where(inArray(registrations.playerId, [players.ben.id, players.cat.id]))
      .orderBy(registrations.playerId);
    await db.insert(registrationAnswers).values([
      { registrationId: ben!.id, questionId: shirt.id, value: 'L' },
      { registrationId: cat!.id, questionId: shirt.id, value: 'S' },
      { registrationId: cat!.id, questionId: retired.id, value: 'left behind with its archived question' },
    ]);
    const response = await duplicate(source.id, nextSeason({ include_teams: true }));
    expect(response.statusCode).toBe(201);
    const copy: League = response.json();
    expect(copy).toMatchObject({ teams_count: 2, players_count: 3, free_agents_count: 0 });

    const copiedTeams = await db.select().from(teams).where(eq(teams.leagueId, copy.id));
    expect(copiedTeams.map((team) => [team.name, team.captainPlayerId]).sort()).toEqual([
      ['Hawks', players.ann.id],
      ['Owls', players.cat.id],
    ]);
    const copiedRegistrations = await db.select().from(registrations).where(eq(registrations.leagueId, copy.id));
    const teamNameOf = new Map(copiedTeams.map((team) => [team.id, team.name]));
    expect(
      copiedRegistrations.map((registration) => [registration.playerId, teamNameOf.get(registration.teamId ?? ''), registration.paymentStatus]).sort(),
    ).toEqual(
      [
        [players.ann.id, 'Hawks', 'unpaid'],
        [players.ben.id, 'Hawks', 'unpaid'],
        [players.cat.id, 'Owls', 'unpaid'],
      ].sort(),
    );
    const answers = await db
      .select()
      .from(registrationAnswers)
      .where(
        inArray(
          registrationAnswers.registrationId,
          copiedRegistrations.map((registration) => registration.id),
        ),
      );
    const playerOf = new Map(copiedRegistrations.map((registration) => [registration.id, registration.playerId]));
    expect(answers.map((answer) => [playerOf.get(answer.registrationId), answer.questionId, answer.value]).sort()).toEqual(
      [
        [players.ann.id, shirt.id, 'M'],
        [players.ben.id, shirt.id, 'L'],
        [players.cat.id, shirt.id, 'S'],
      ].sort(),
    );

    const entries = await auditEntriesOfLeague(t.database.db, copy.id);
    expect(entries.every((entry) => entry.action === 'create')).toBe(true);
    // The copy is a players_pay league: each copied player owes their share, a ledger entry with its History entry.
    expect(entries.map((entry) => entry.entityType).sort()).toEqual([
      'league',
      'payment',
      'payment',
      'payment',
      'registration',
      'registration',
      'registration',
      'team',
      'team',
    ]);
    expect(entries.filter((entry) => entry.entityType === 'payment').map((entry) => entry.entityLabel)).toEqual(
      Array(3).fill(`Player share — ${copy.name}: $45.00`),
    );
    expect(entries.find((entry) => entry.entityLabel === 'Hawks')?.changes).toMatchObject({
      name: { before: null, after: 'Hawks' },
      captain: { before: null, after: { id: players.ann.id } },
    });
    expect(entries.find((entry) => entry.entityId === copiedRegistrations[0]?.id)?.changes).toMatchObject({
      payment_status: { before: null, after: 'unpaid' },
    });
  });

  it('answers 409 on name when the club already has that name in that season, writing nothing', async () => {
    const { source } = await sourceLeague();
    const response = await duplicate(source.id, nextSeason({ name: source.name, season: source.season, include_teams: true }));
    expect(response.statusCode).toBe(409);
    expect(Object.keys(response.json().errors)).toEqual(['name']);
    expect(await t.database.db.select().from(leagues).where(eq(leagues.duplicatedFromId, source.id))).toEqual([]);
  });

  it('validates the dates, and answers 401, 403 and 404 like every club route', async () => {
    const { source } = await sourceLeague();
    const backwards = await duplicate(source.id, nextSeason({ season_end: '2027-01-01' }));
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().errors)).toContain('season_end');
    const lateClose = await duplicate(source.id, nextSeason({ registration_closes_on: '2027-07-01' }));
    expect(lateClose.statusCode).toBe(400);
    expect(lateClose.json().errors).toEqual({ registration_closes_on: ['Must be on or before the season end'] });
    expect((await duplicate(source.id, { ...nextSeason(), status: 'in_season' })).statusCode).toBe(400);

    const foreign = await insertLeague(t.database.db, 'club4');
    expect((await duplicate(foreign.id, nextSeason())).statusCode).toBe(404);
    expect((await duplicate('not-an-id', nextSeason())).statusCode).toBe(404);
    expect((await duplicate(newId(), nextSeason())).statusCode).toBe(404);
    expect((await duplicate(source.id, nextSeason(), 'club4')).statusCode).toBe(403);
    expect((await duplicate(foreign.id, nextSeason(), 'club4', other)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/club2/leagues/${source.id}/duplicate`, payload: nextSeason() })).statusCode).toBe(401);
  });
});
