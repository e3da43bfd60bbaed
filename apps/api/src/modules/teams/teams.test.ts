import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { insertGame, insertLeague, insertLocation, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { games, leagues, registrationAnswers, registrations, teams } from '../../db/schema.js';
import { attachQuestion, auditEntriesOf, countRows, expectClubGuards, expectNotFound, insertQuestion } from './test-support.js';

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });
const teamsUrl = (slug: string, leagueId: string, teamId = '') => `/api/${slug}/leagues/${leagueId}/teams${teamId && `/${teamId}`}`;
const db = () => t.database.db;

/** A league of club2 with a team of three (last names out of order) captained by one of them. */
async function leagueWithTeam(overrides: Parameters<typeof insertLeague>[2] = {}) {
  const league = await insertLeague(db(), 'club2', overrides);
  const team = await insertTeam(db(), league.id, { name: 'Kestrels' });
  const roster = [];
  for (const lastName of ['Young', 'Adams', 'Moreno']) {
    const player = await insertPlayer(db(), 'club2', { firstName: 'Kit', lastName });
    await insertRegistration(db(), league.id, player.id, team.id);
    roster.push(player);
  }
  await db().update(teams).set({ captainPlayerId: roster[1]!.id }).where(eq(teams.id, team.id));
  return { league, team, roster };
}

describe('GET /api/:slug/leagues/:leagueId/teams', () => {
  it('lists the league’s teams with captain and roster size, searchable and sortable', async () => {
    const { league, team, roster } = await leagueWithTeam();
    await insertTeam(db(), league.id, { name: 'Albatross' });
    await insertTeam(db(), (await insertLeague(db(), 'club2')).id, { name: 'Other league team' });

    const response = await call('GET', `${teamsUrl('club2', league.id)}?sort=roster_count&order=desc`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 2,
      page: 1,
      page_size: 25,
      items: [
        {
          id: team.id,
          league_id: league.id,
          name: 'Kestrels',
          captain: { id: roster[1]!.id, first_name: 'Kit', last_name: 'Adams' },
          roster_count: 3,
          created_at: expect.any(String),
        },
        expect.objectContaining({ name: 'Albatross', captain: null, roster_count: 0 }),
      ],
    });
    const byName = await call('GET', `${teamsUrl('club2', league.id)}?page_size=1`);
    expect(byName.json()).toMatchObject({ total: 2, items: [{ name: 'Albatross' }] });
    expect((await call('GET', `${teamsUrl('club2', league.id)}?q=kest`)).json().items.map((item: { id: string }) => item.id)).toEqual([team.id]);
  });

  it('refuses a bad query (400), another club’s or a malformed league (404), and guards the club', async () => {
    const league = await insertLeague(db(), 'club2');
    const bad = await call('GET', `${teamsUrl('club2', league.id)}?sort=colour&page_size=1000`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page_size', 'sort']);
    const foreign = await insertLeague(db(), 'club1');
    await expectNotFound(t, admin, { method: 'GET', urls: [teamsUrl('club2', foreign.id), teamsUrl('club2', 'nope'), teamsUrl('club2', newId())] });
    await expectClubGuards(t, admin, { method: 'GET', url: (slug) => teamsUrl(slug, league.id) });
  });
});

describe('POST /api/:slug/leagues/:leagueId/teams', () => {
  it('creates the team with its roster, captain and new players’ answers, placing a free agent with their answers, all audited', async () => {
    const league = await insertLeague(db(), 'club2');
    const question = await insertQuestion(db(), 'club2');
    await attachQuestion(db(), league.id, question.id, true);
    const [first, second] = [await insertPlayer(db(), 'club2', { lastName: 'Zimmer' }), await insertPlayer(db(), 'club2', { lastName: 'Abbott' })];
    const freeAgent = await insertRegistration(db(), league.id, second!.id, null);
    await db().insert(registrationAnswers).values({ registrationId: freeAgent.id, questionId: question.id, value: 'M' });

    const response = await call('POST', teamsUrl('club2', league.id), {
      name: '  Ospreys ',
      player_ids: [first!.id, second!.id],
      captain_player_id: first!.id,
      answers: { [first!.id]: [{ question_id: question.id, value: 'S' }] },
    });
    expect(response.statusCode).toBe(201);
    const team = response.json();
    expect(team).toMatchObject({ name: 'Ospreys', league_id: league.id, roster_count: 2, captain: { id: first!.id, last_name: 'Zimmer' } });
    expect(team.roster.map((entry: { player: { last_name: string } }) => entry.player.last_name)).toEqual(['Abbott', 'Zimmer']);
    expect(team.roster[0]).toMatchObject({
      id: freeAgent.id,
      team_id: team.id,
      is_captain: false,
      answers: [{ question_id: question.id, label: 'T-shirt size', type: 'mcq', value: 'M' }],
    });
    expect(team.roster[1]).toMatchObject({ team_id: team.id, is_captain: true, payment_status: 'unpaid', answers: [{ question_id: question.id, value: 'S' }] });

    const [teamEntry] = await auditEntriesOf(db(), 'team', team.id);
    expect(teamEntry).toMatchObject({ action: 'create', entityLabel: 'Ospreys', leagueId: league.id });
    expect(teamEntry!.changes.captain).toEqual({ before: null, after: { id: first!.id, first_name: 'Pat', last_name: 'Zimmer' } });
    const [placed] = await auditEntriesOf(db(), 'registration', freeAgent.id);
    expect(placed).toMatchObject({ action: 'update', entityLabel: 'Pat Abbott', leagueId: league.id });
    expect(placed!.changes.team).toEqual({ before: null, after: { id: team.id, name: 'Ospreys' } });
    const [created] = await auditEntriesOf(db(), 'registration', team.roster[1].id);
    expect(created).toMatchObject({ action: 'create', entityLabel: 'Pat Zimmer' });
  });

  it('creates an empty team', async () => {
    const league = await insertLeague(db(), 'club2');
    const response = await call('POST', teamsUrl('club2', league.id), { name: 'Empty Nest' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Empty Nest', captain: null, roster_count: 0, roster: [] });
  });

  it('refuses invalid fields and players of another club (400)', async () => {
    const league = await insertLeague(db(), 'club2');
    const player = await insertPlayer(db(), 'club2');
    const invalid = await call('POST', teamsUrl('club2', league.id), { name: '', player_ids: [player.id, player.id, 'x'], captain_player_id: newId() });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['captain_player_id', 'name', 'player_ids', 'player_ids.2']);
    const twice = await call('POST', teamsUrl('club2', league.id), { name: 'Twice', player_ids: [player.id, player.id] });
    expect(twice.json().errors).toEqual({ player_ids: ['A player is listed twice'] });
    const notOnTeam = await call('POST', teamsUrl('club2', league.id), { name: 'Captainless', player_ids: [player.id], captain_player_id: newId() });
    expect(notOnTeam.json().errors).toEqual({ captain_player_id: ['The captain must be one of the team’s players'] });

    const foreign = await insertPlayer(db(), 'club1');
    const before = await countRows(db(), 'club2', league.id);
    const response = await call('POST', teamsUrl('club2', league.id), { name: 'Mixed', player_ids: [player.id, foreign.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ player_ids: [`Not players of this club: ${foreign.id}`] });
    expect(await countRows(db(), 'club2', league.id)).toEqual(before);
  });

  it('refuses a taken name, a player already on a team, a full league, a roster over the maximum and an archived league (409)', async () => {
    const { league, roster } = await leagueWithTeam({ teamCapacity: 2, rosterMax: 3 });
    const taken = await call('POST', teamsUrl('club2', league.id), { name: 'KESTRELS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ name: ['This league already has a team with this name'] });

    const rostered = await call('POST', teamsUrl('club2', league.id), { name: 'Poachers', player_ids: [roster[0]!.id] });
    expect(rostered.statusCode).toBe(409);
    expect(rostered.json()).toMatchObject({ code: 'conflict', errors: { player_ids: ['Already on a team in this league: Kit Young'] } });

    const players = await Promise.all([1, 2, 3, 4].map(() => insertPlayer(db(), 'club2')));
    const tooMany = await call('POST', teamsUrl('club2', league.id), { name: 'Crowd', player_ids: players.map((player) => player.id) });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ code: 'capacity_reached', message: 'A team has at most 3 players in this league' });

    expect((await call('POST', teamsUrl('club2', league.id), { name: 'Second' })).statusCode).toBe(201);
    const full = await call('POST', teamsUrl('club2', league.id), { name: 'Third' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ code: 'capacity_reached', message: 'The league is full: it takes 2 teams' });

    const archived = await insertLeague(db(), 'club2', { status: 'archived' });
    const refused = await call('POST', teamsUrl('club2', archived.id), { name: 'Late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_editable');
    expect((await countRows(db(), 'club2', archived.id)).teams).toBe(0);
  });

  it('answers 404 for another club’s league and a malformed id, and guards the club', async () => {
    const foreign = await insertLeague(db(), 'club1');
    await expectNotFound(t, admin, { method: 'POST', payload: { name: 'Nope' }, urls: [teamsUrl('club2', foreign.id), teamsUrl('club2', '0')] });
    expect((await countRows(db(), 'club1', foreign.id)).teams).toBe(0);
    await expectClubGuards(t, admin, { method: 'POST', url: (slug) => teamsUrl(slug, foreign.id), payload: { name: 'Nope' } });
  });
});

describe('GET /api/:slug/leagues/:leagueId/teams/:teamId', () => {
  it('shows the team with its roster by last name and the answers', async () => {
    const { league, team, roster } = await leagueWithTeam();
    const question = await insertQuestion(db(), 'club2', { label: 'Shirt number', type: 'text', options: [] });
    await attachQuestion(db(), league.id, question.id, false);
    const [adams] = await db().select().from(registrations).where(eq(registrations.playerId, roster[1]!.id));
    await db().insert(registrationAnswers).values({ registrationId: adams!.id, questionId: question.id, value: '9' });

    const response = await call('GET', teamsUrl('club2', league.id, team.id));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: team.id, name: 'Kestrels', roster_count: 3, updated_at: expect.any(String) });
    expect(body.roster.map((entry: { player: { last_name: string } }) => entry.player.last_name)).toEqual(['Adams', 'Moreno', 'Young']);
    expect(body.roster[0]).toEqual({
      id: adams!.id,
      player: { id: roster[1]!.id, first_name: 'Kit', last_name: 'Adams', email: roster[1]!.email, phone: null },
      team_id: team.id,
      is_captain: true,
      payment_status: 'unpaid',
      answers: [{ question_id: question.id, label: 'Shirt number', type: 'text', value: '9' }],
      created_at: expect.any(String),
    });
  });

  it('answers 404 for another club’s team, a team of another league, and malformed ids; guards the club', async () => {
    const { league, team } = await leagueWithTeam();
    const otherLeague = await insertLeague(db(), 'club2');
    const foreign = await leagueWithTeamOf('club1');
    await expectNotFound(t, admin, {
      method: 'GET',
      urls: [
        teamsUrl('club2', foreign.league.id, foreign.team.id),
        teamsUrl('club2', league.id, foreign.team.id),
        teamsUrl('club2', otherLeague.id, team.id),
        teamsUrl('club2', league.id, 'not-a-team'),
        teamsUrl('club2', 'x', team.id),
      ],
    });
    await expectClubGuards(t, admin, { method: 'GET', url: (slug) => teamsUrl(slug, league.id, team.id) });
  });
});

async function leagueWithTeamOf(slug: string) {
  const league = await insertLeague(db(), slug);
  return { league, team: await insertTeam(db(), league.id) };
}

describe('PUT /api/:slug/leagues/:leagueId/teams/:teamId', () => {
  it('renames the team and changes its captain, audited', async () => {
    const { league, team, roster } = await leagueWithTeam();
    const response = await call('PUT', teamsUrl('club2', league.id, team.id), { name: 'Kestrels FC', captain_player_id: roster[2]!.id, row_version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Kestrels FC', captain: { id: roster[2]!.id, last_name: 'Moreno' } });
    expect(response.json().roster.find((entry: { is_captain: boolean }) => entry.is_captain).player.id).toBe(roster[2]!.id);
    const [entry] = await auditEntriesOf(db(), 'team', team.id);
    expect(entry).toMatchObject({ action: 'update', entityLabel: 'Kestrels FC', leagueId: league.id });
    expect(entry!.changes).toEqual({
      name: { before: 'Kestrels', after: 'Kestrels FC' },
      captain: { before: { id: roster[1]!.id, first_name: 'Kit', last_name: 'Adams' }, after: { id: roster[2]!.id, first_name: 'Kit', last_name: 'Moreno' } },
    });
    const cleared = await call('PUT', teamsUrl('club2', league.id, team.id), {
      name: 'Kestrels FC',
      captain_player_id: null,
      row_version: response.json().row_version,
    });
    expect(cleared.json().captain).toBeNull();
  });

  it('refuses a save from a form opened before another save (409 stale_version), writing nothing', async () => {
    const { league, team, roster } = await leagueWithTeam();
    const first = await call('PUT', teamsUrl('club2', league.id, team.id), { name: 'Kestrels FC', captain_player_id: roster[1]!.id, row_version: 1 });
    expect(first.json()).toMatchObject({ name: 'Kestrels FC', row_version: 2 });
    const stale = await call('PUT', teamsUrl('club2', league.id, team.id), { name: 'Kestrels', captain_player_id: roster[2]!.id, row_version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version' });
    expect((await call('GET', teamsUrl('club2', league.id, team.id))).json()).toEqual(first.json());
    expect((await auditEntriesOf(db(), 'team', team.id)).map((entry) => entry.action)).toEqual(['update']);
  });

  it('refuses a captain off the roster and invalid fields (400), a taken name and an archived league (409)', async () => {
    const { league, team } = await leagueWithTeam();
    const outsider = await insertPlayer(db(), 'club2');
    const offRoster = await call('PUT', teamsUrl('club2', league.id, team.id), { name: 'Kestrels', captain_player_id: outsider.id, row_version: 1 });
    expect(offRoster.statusCode).toBe(400);
    expect(offRoster.json().errors).toEqual({ captain_player_id: ['The captain must be one of the team’s players'] });
    const invalid = await call('PUT', teamsUrl('club2', league.id, team.id), { name: ' ' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['captain_player_id', 'name', 'row_version']);

    await insertTeam(db(), league.id, { name: 'Magpies' });
    const taken = await call('PUT', teamsUrl('club2', league.id, team.id), { name: 'magpies', captain_player_id: null, row_version: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ name: ['This league already has a team with this name'] });

    const archived = await leagueWithTeamOf('club2');
    await db().update(teams).set({ name: 'Frozen' }).where(eq(teams.id, archived.team.id));
    await db().update(leagues).set({ status: 'archived' }).where(eq(leagues.id, archived.league.id));
    const refused = await call('PUT', teamsUrl('club2', archived.league.id, archived.team.id), { name: 'Thawed', captain_player_id: null, row_version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_editable');
  });

  it('answers 404 for another club’s team, a team of another league, and malformed ids; guards the club', async () => {
    const { league, team } = await leagueWithTeam();
    const otherLeague = await insertLeague(db(), 'club2');
    const foreign = await leagueWithTeamOf('club1');
    const payload = { name: 'Renamed', captain_player_id: null, row_version: 1 };
    await expectNotFound(t, admin, {
      method: 'PUT',
      payload,
      urls: [teamsUrl('club2', foreign.league.id, foreign.team.id), teamsUrl('club2', otherLeague.id, team.id), teamsUrl('club2', league.id, '-')],
    });
    await expectClubGuards(t, admin, { method: 'PUT', url: (slug) => teamsUrl(slug, league.id, team.id), payload });
  });
});

describe('DELETE /api/:slug/leagues/:leagueId/teams/:teamId', () => {
  it('turns the players into free agents in a teams-and-individuals league, audited', async () => {
    const { league, team } = await leagueWithTeam();
    const response = await call('DELETE', teamsUrl('club2', league.id, team.id));
    expect(response.statusCode).toBe(204);
    const left = await db().select().from(registrations).where(eq(registrations.leagueId, league.id));
    expect(left.map((registration) => registration.teamId)).toEqual([null, null, null]);
    expect(await db().select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
    const [entry] = await auditEntriesOf(db(), 'team', team.id);
    expect(entry).toMatchObject({ action: 'delete', entityLabel: 'Kestrels', leagueId: league.id });
    const [moved] = await auditEntriesOf(db(), 'registration', left[0]!.id);
    expect(moved!.changes.team).toEqual({ before: { id: team.id, name: 'Kestrels' }, after: null });
  });

  it('unregisters the players in a teams-only league', async () => {
    const { league, team } = await leagueWithTeam({ registrationType: 'teams_only' });
    expect((await call('DELETE', teamsUrl('club2', league.id, team.id))).statusCode).toBe(204);
    expect(await countRows(db(), 'club2', league.id)).toMatchObject({ teams: 0, registrations: 0 });
  });

  it('refuses a team that games use (in_use) and an archived league (not_editable)', async () => {
    const { league, team } = await leagueWithTeam();
    const { location, areas } = await insertLocation(db(), 'club2');
    const game = await insertGame(db(), league.id, location.id, areas[0]!.id);
    await db().update(games).set({ homeTeamId: team.id }).where(eq(games.id, game.id));
    const response = await call('DELETE', teamsUrl('club2', league.id, team.id));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'in_use', message: 'Kestrels is scheduled in 1 game: take it off the schedule first' });
    expect(await countRows(db(), 'club2', league.id)).toMatchObject({ teams: 1, registrations: 3 });

    const archived = await leagueWithTeam({ status: 'archived' });
    const refused = await call('DELETE', teamsUrl('club2', archived.league.id, archived.team.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_editable');
  });

  it('answers 404 for another club’s team, a team of another league, and malformed ids; guards the club', async () => {
    const { league, team } = await leagueWithTeam();
    const otherLeague = await insertLeague(db(), 'club2');
    const foreign = await leagueWithTeamOf('club4');
    await expectNotFound(t, admin, {
      method: 'DELETE',
      urls: [teamsUrl('club2', foreign.league.id, foreign.team.id), teamsUrl('club2', otherLeague.id, team.id), teamsUrl('club2', league.id, 'zz')],
    });
    expect(await db().select().from(teams).where(eq(teams.id, foreign.team.id))).toHaveLength(1);
    await expectClubGuards(t, admin, { method: 'DELETE', url: (slug) => teamsUrl(slug, league.id, team.id) });
  });
});
