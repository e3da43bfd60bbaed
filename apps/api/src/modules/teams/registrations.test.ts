import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { insertLeague, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { registrationAnswers, registrations, teams } from '../../db/schema.js';
import { attachQuestion, auditEntriesOf, countRows, expectClubGuards, expectNotFound, insertQuestion } from './test-support.js';

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
});

const db = () => t.database.db;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });
const registrationsUrl = (slug: string, leagueId: string, registrationId = '') =>
  `/api/${slug}/leagues/${leagueId}/registrations${registrationId && `/${registrationId}`}`;

/** A teams-and-individuals league asking a required multiple-choice question and an optional text one. */
async function leagueWithQuestions(overrides: Parameters<typeof insertLeague>[2] = {}) {
  const league = await insertLeague(db(), 'club2', overrides);
  const size = await insertQuestion(db(), 'club2', { label: 'T-shirt size', type: 'mcq', options: ['S', 'M', 'L'], required: false });
  const position = await insertQuestion(db(), 'club2', { label: 'Position', type: 'text', options: [], required: true });
  // The league's own flags win over the question bank's: size becomes required, position optional.
  await attachQuestion(db(), league.id, size.id, true, 0);
  await attachQuestion(db(), league.id, position.id, false, 1);
  const team = await insertTeam(db(), league.id, { name: 'Lynx' });
  return { league, team, size, position };
}

describe('GET /api/:slug/leagues/:leagueId/registrations', () => {
  it('lists all, rostered or free agents, by team or search, with team and answers', async () => {
    const { league, team, size } = await leagueWithQuestions();
    const onTeam = await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2', { firstName: 'Tam', lastName: 'Brook' })).id, team.id);
    const waiting = await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2', { firstName: 'Ari', lastName: 'Cole' })).id, null);
    await db().insert(registrationAnswers).values({ registrationId: waiting.id, questionId: size.id, value: 'L' });
    await insertRegistration(db(), (await insertLeague(db(), 'club2')).id, (await insertPlayer(db(), 'club2')).id, null);

    const all = await call('GET', registrationsUrl('club2', league.id));
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      total: 2,
      items: [
        { id: onTeam.id, team: { id: team.id, name: 'Lynx' } },
        { id: waiting.id, team: null },
      ],
    });
    const freeAgents = await call('GET', `${registrationsUrl('club2', league.id)}?kind=free_agents`);
    expect(freeAgents.json().items).toEqual([
      {
        id: waiting.id,
        player: expect.objectContaining({ first_name: 'Ari', last_name: 'Cole' }),
        team_id: null,
        team: null,
        is_captain: false,
        payment_status: 'unpaid',
        answers: [{ question_id: size.id, label: 'T-shirt size', type: 'mcq', value: 'L' }],
        created_at: expect.any(String),
      },
    ]);
    expect((await call('GET', `${registrationsUrl('club2', league.id)}?kind=rostered`)).json().total).toBe(1);
    expect((await call('GET', `${registrationsUrl('club2', league.id)}?team_id=${team.id}`)).json().items[0].id).toBe(onTeam.id);
    expect((await call('GET', `${registrationsUrl('club2', league.id)}?q=ari%20cole`)).json().items[0].id).toBe(waiting.id);
    expect((await call('GET', `${registrationsUrl('club2', league.id)}?sort=created_at&order=desc`)).json().items[0].id).toBe(waiting.id);
  });

  it('refuses a bad query (400), another club’s or a malformed league (404), and guards the club', async () => {
    const league = await insertLeague(db(), 'club2');
    const bad = await call('GET', `${registrationsUrl('club2', league.id)}?kind=waiting&team_id=abc`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'team_id']);
    const foreign = await insertLeague(db(), 'club1');
    await expectNotFound(t, admin, { method: 'GET', urls: [registrationsUrl('club2', foreign.id), registrationsUrl('club2', 'bad id')] });
    await expectClubGuards(t, admin, { method: 'GET', url: (slug) => registrationsUrl(slug, league.id) });
  });
});

describe('POST /api/:slug/leagues/:leagueId/registrations', () => {
  it('registers a club player onto a team with validated answers, audited', async () => {
    const { league, team, size, position } = await leagueWithQuestions();
    const player = await insertPlayer(db(), 'club2', { firstName: 'Noa', lastName: 'Reyes' });
    const response = await call('POST', registrationsUrl('club2', league.id), {
      player_id: player.id,
      team_id: team.id,
      answers: [
        { question_id: position.id, value: '  Striker ' },
        { question_id: size.id, value: 'M' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const registration = response.json();
    expect(registration).toMatchObject({
      player: { id: player.id, first_name: 'Noa' },
      team_id: team.id,
      team: { id: team.id, name: 'Lynx' },
      is_captain: false,
      payment_status: 'unpaid',
      answers: [
        { question_id: size.id, label: 'T-shirt size', type: 'mcq', value: 'M' },
        { question_id: position.id, label: 'Position', type: 'text', value: 'Striker' },
      ],
    });
    const [entry] = await auditEntriesOf(db(), 'registration', registration.id);
    expect(entry).toMatchObject({ action: 'create', entityLabel: 'Noa Reyes', leagueId: league.id });
    expect(entry!.changes.payment_status).toEqual({ before: null, after: 'unpaid' });
  });

  it('registers a new player as a free agent, adding them to the directory', async () => {
    const { league, size } = await leagueWithQuestions();
    const email = `new.${newId().toLowerCase()}@example.com`;
    const response = await call('POST', registrationsUrl('club2', league.id), {
      player: { first_name: 'Lee', last_name: 'Park', email: email.toUpperCase(), phone: null },
      team_id: null,
      answers: [{ question_id: size.id, value: 'S' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ team: null, team_id: null, payment_status: 'unpaid', player: { email, first_name: 'Lee' } });
    const [created] = await auditEntriesOf(db(), 'player', response.json().player.id);
    expect(created).toMatchObject({ action: 'create', entityLabel: 'Lee Park', leagueId: null });
  });

  it('checks answers against the league’s questions, and refuses invalid fields (400)', async () => {
    const { league, size, position } = await leagueWithQuestions();
    const player = await insertPlayer(db(), 'club2');
    const before = await countRows(db(), 'club2', league.id);
    const foreignQuestion = await insertQuestion(db(), 'club2');
    const wrong = await call('POST', registrationsUrl('club2', league.id), {
      player_id: player.id,
      team_id: null,
      answers: [
        { question_id: size.id, value: 'XXL' },
        { question_id: foreignQuestion.id, value: 'M' },
        { question_id: position.id, value: 'x'.repeat(201) },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      [`answers.${size.id}`]: ['Choose one of the options'],
      [`answers.${foreignQuestion.id}`]: ['This league does not ask this question'],
      [`answers.${position.id}`]: ['At most 200 characters'],
    });
    const missing = await call('POST', registrationsUrl('club2', league.id), {
      player_id: player.id,
      team_id: null,
      answers: [{ question_id: size.id, value: ' ' }],
    });
    expect(missing.json().errors).toEqual({ [`answers.${size.id}`]: ['Required'] });

    const neither = await call('POST', registrationsUrl('club2', league.id), { team_id: null });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors).toEqual({ player_id: ['Choose a club player or enter a new one'] });
    // The payment status is the ledger's (the Payments tab), not an admin's input: the strict contract refuses it.
    const byHand = await call('POST', registrationsUrl('club2', league.id), { player_id: player.id, team_id: null, payment_status: 'paid' });
    expect(byHand.statusCode).toBe(400);
    expect(Object.keys(byHand.json().errors)).toEqual(['payment_status']);
    const badPlayer = await call('POST', registrationsUrl('club2', league.id), {
      player: { first_name: 'A', last_name: 'B', email: 'not-an-email', phone: null },
      team_id: null,
    });
    expect(Object.keys(badPlayer.json().errors)).toEqual(['player.email']);
    expect(await countRows(db(), 'club2', league.id)).toEqual(before);
  });

  it('refuses a free agent in a teams-only league, and a player or team not of this club or league (400)', async () => {
    const teamsOnly = await insertLeague(db(), 'club2', { registrationType: 'teams_only' });
    const player = await insertPlayer(db(), 'club2');
    const response = await call('POST', registrationsUrl('club2', teamsOnly.id), { player_id: player.id, team_id: null });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ team_id: ['This league registers teams only: choose a team'] });

    const otherTeam = await insertTeam(db(), (await insertLeague(db(), 'club2')).id);
    const foreignPlayer = await insertPlayer(db(), 'club1');
    const foreign = await call('POST', registrationsUrl('club2', teamsOnly.id), { player_id: foreignPlayer.id, team_id: otherTeam.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ team_id: ['Not a team of this league'], player_id: ['Not a player of this club'] });
  });

  it('refuses a player already registered, a taken email, a full team and an archived league (409)', async () => {
    const { league, team, size } = await leagueWithQuestions({ rosterMax: 1 });
    const answers = [{ question_id: size.id, value: 'M' }];
    const player = await insertPlayer(db(), 'club2');
    await insertRegistration(db(), league.id, player.id, null);
    const again = await call('POST', registrationsUrl('club2', league.id), { player_id: player.id, team_id: team.id, answers });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ player_id: ['This player is already registered in this league'] });

    const taken = await call('POST', registrationsUrl('club2', league.id), {
      player: { first_name: 'Dup', last_name: 'Email', email: player.email.toUpperCase(), phone: null },
      team_id: null,
      answers,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ 'player.email': ['The club already has a player with this email'] });

    await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2')).id, team.id);
    const full = await call('POST', registrationsUrl('club2', league.id), { player_id: (await insertPlayer(db(), 'club2')).id, team_id: team.id, answers });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ code: 'capacity_reached', message: 'Lynx is full: a team has at most 1 players in this league' });

    const archived = await insertLeague(db(), 'club2', { status: 'archived' });
    const refused = await call('POST', registrationsUrl('club2', archived.id), { player_id: player.id, team_id: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_editable');
  });

  it('answers 404 for another club’s league and a malformed id, and guards the club', async () => {
    const foreign = await insertLeague(db(), 'club1');
    const player = await insertPlayer(db(), 'club1');
    const payload = { player_id: player.id, team_id: null };
    await expectNotFound(t, admin, { method: 'POST', payload, urls: [registrationsUrl('club2', foreign.id), registrationsUrl('club2', '@')] });
    expect((await countRows(db(), 'club1', foreign.id)).registrations).toBe(0);
    await expectClubGuards(t, admin, { method: 'POST', url: (slug) => registrationsUrl(slug, foreign.id), payload });
  });
});

/** A league with a team whose captain is registered, and a free agent with an answer. */
async function leagueWithCaptainAndFreeAgent(overrides: Parameters<typeof insertLeague>[2] = {}) {
  const setup = await leagueWithQuestions(overrides);
  const captain = await insertPlayer(db(), 'club2', { firstName: 'Cap', lastName: 'Tain' });
  const captaincy = await insertRegistration(db(), setup.league.id, captain.id, setup.team.id);
  await db().update(teams).set({ captainPlayerId: captain.id }).where(eq(teams.id, setup.team.id));
  const freeAgent = await insertRegistration(db(), setup.league.id, (await insertPlayer(db(), 'club2', { firstName: 'Free', lastName: 'Agent' })).id, null);
  await db().insert(registrationAnswers).values({ registrationId: freeAgent.id, questionId: setup.size.id, value: 'S' });
  return { ...setup, captain, captaincy, freeAgent };
}

describe('GET /api/:slug/leagues/:leagueId/registrations/:registrationId', () => {
  it('shows the registration with its player, team, captaincy and answers', async () => {
    const { league, team, captaincy, captain } = await leagueWithCaptainAndFreeAgent();
    const response = await call('GET', registrationsUrl('club2', league.id, captaincy.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: captaincy.id, player: { id: captain.id }, team: { id: team.id, name: 'Lynx' }, is_captain: true, answers: [] });
  });

  it('answers 404 for another club’s registration, one of another league, and malformed ids; guards the club', async () => {
    const { league, freeAgent } = await leagueWithCaptainAndFreeAgent();
    const otherLeague = await insertLeague(db(), 'club2');
    const foreignLeague = await insertLeague(db(), 'club1');
    const foreign = await insertRegistration(db(), foreignLeague.id, (await insertPlayer(db(), 'club1')).id, null);
    await expectNotFound(t, admin, {
      method: 'GET',
      urls: [
        registrationsUrl('club2', foreignLeague.id, foreign.id),
        registrationsUrl('club2', league.id, foreign.id),
        registrationsUrl('club2', otherLeague.id, freeAgent.id),
        registrationsUrl('club2', league.id, 'nope'),
      ],
    });
    await expectClubGuards(t, admin, { method: 'GET', url: (slug) => registrationsUrl(slug, league.id, freeAgent.id) });
  });
});

describe('PATCH /api/:slug/leagues/:leagueId/registrations/:registrationId', () => {
  it('places a free agent on a team keeping their answers, audited', async () => {
    const { league, team, freeAgent, size } = await leagueWithCaptainAndFreeAgent();
    const response = await call('PATCH', registrationsUrl('club2', league.id, freeAgent.id), { team_id: team.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ team_id: team.id, team: { name: 'Lynx' }, answers: [{ question_id: size.id, value: 'S' }] });
    const [entry] = await auditEntriesOf(db(), 'registration', freeAgent.id);
    expect(entry).toMatchObject({ action: 'update', entityLabel: 'Free Agent', leagueId: league.id });
    expect(entry!.changes).toEqual({ team_id: { before: null, after: team.id }, team: { before: null, after: { id: team.id, name: 'Lynx' } } });
  });

  it('moves the captain back among the free agents, clearing the captaincy (audited on the team)', async () => {
    const { league, team, captaincy } = await leagueWithCaptainAndFreeAgent();
    const response = await call('PATCH', registrationsUrl('club2', league.id, captaincy.id), { team_id: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ team: null, is_captain: false });
    expect((await db().select().from(teams).where(eq(teams.id, team.id)))[0]!.captainPlayerId).toBeNull();
    const [teamEntry] = await auditEntriesOf(db(), 'team', team.id);
    expect(teamEntry).toMatchObject({ action: 'update', entityLabel: 'Lynx', leagueId: league.id });
    expect(teamEntry!.changes.captain).toEqual({ before: { id: expect.any(String), first_name: 'Cap', last_name: 'Tain' }, after: null });
  });

  it('replaces the answers; the payment status cannot be set by hand', async () => {
    const { league, freeAgent, size, position } = await leagueWithCaptainAndFreeAgent();
    const response = await call('PATCH', registrationsUrl('club2', league.id, freeAgent.id), {
      answers: [
        { question_id: size.id, value: 'L' },
        { question_id: position.id, value: 'Keeper' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ payment_status: 'unpaid', team: null, answers: [{ value: 'L' }, { value: 'Keeper' }] });
    expect(await db().select().from(registrationAnswers).where(eq(registrationAnswers.registrationId, freeAgent.id))).toHaveLength(2);
  });

  it('refuses a team of another league, free agents in a teams-only league and bad answers (400)', async () => {
    const { league, freeAgent, size } = await leagueWithCaptainAndFreeAgent();
    const otherTeam = await insertTeam(db(), (await insertLeague(db(), 'club2')).id);
    const response = await call('PATCH', registrationsUrl('club2', league.id, freeAgent.id), {
      team_id: otherTeam.id,
      answers: [{ question_id: size.id, value: 'XL' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ team_id: ['Not a team of this league'], [`answers.${size.id}`]: ['Choose one of the options'] });
    const invalid = await call('PATCH', registrationsUrl('club2', league.id, freeAgent.id), { team_id: 'short', colour: 'red' });
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['colour', 'team_id']);

    const teamsOnly = await insertLeague(db(), 'club2', { registrationType: 'teams_only' });
    const team = await insertTeam(db(), teamsOnly.id);
    const registration = await insertRegistration(db(), teamsOnly.id, (await insertPlayer(db(), 'club2')).id, team.id);
    const refused = await call('PATCH', registrationsUrl('club2', teamsOnly.id, registration.id), { team_id: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ team_id: ['This league registers teams only: choose a team'] });
  });

  it('refuses a full team and an archived league (409)', async () => {
    const { league, team, freeAgent } = await leagueWithCaptainAndFreeAgent({ rosterMax: 1 });
    const full = await call('PATCH', registrationsUrl('club2', league.id, freeAgent.id), { team_id: team.id });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('capacity_reached');
    expect((await db().select().from(registrations).where(eq(registrations.id, freeAgent.id)))[0]!.teamId).toBeNull();

    const archived = await leagueWithCaptainAndFreeAgent({ status: 'archived' });
    const refused = await call('PATCH', registrationsUrl('club2', archived.league.id, archived.freeAgent.id), { answers: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_editable');
  });

  it('answers 404 for another club’s registration, one of another league, and malformed ids; guards the club', async () => {
    const { league, freeAgent } = await leagueWithCaptainAndFreeAgent();
    const otherLeague = await insertLeague(db(), 'club2');
    const foreignLeague = await insertLeague(db(), 'club4');
    const foreign = await insertRegistration(db(), foreignLeague.id, (await insertPlayer(db(), 'club4')).id, null);
    const payload = { team_id: null };
    await expectNotFound(t, admin, {
      method: 'PATCH',
      payload,
      urls: [
        registrationsUrl('club2', foreignLeague.id, foreign.id),
        registrationsUrl('club2', otherLeague.id, freeAgent.id),
        registrationsUrl('club2', league.id, '1'),
      ],
    });
    await expectClubGuards(t, admin, { method: 'PATCH', url: (slug) => registrationsUrl(slug, league.id, freeAgent.id), payload });
  });
});

describe('DELETE /api/:slug/leagues/:leagueId/registrations/:registrationId', () => {
  it('unregisters the captain, clearing the captaincy, audited', async () => {
    const { league, team, captaincy } = await leagueWithCaptainAndFreeAgent();
    const response = await call('DELETE', registrationsUrl('club2', league.id, captaincy.id));
    expect(response.statusCode).toBe(204);
    expect(await db().select().from(registrations).where(eq(registrations.id, captaincy.id))).toEqual([]);
    expect((await db().select().from(teams).where(eq(teams.id, team.id)))[0]!.captainPlayerId).toBeNull();
    const [entry] = await auditEntriesOf(db(), 'registration', captaincy.id);
    expect(entry).toMatchObject({ action: 'delete', entityLabel: 'Cap Tain', leagueId: league.id });
    expect(entry!.changes.is_captain).toEqual({ before: true, after: null });
    expect((await auditEntriesOf(db(), 'team', team.id))[0]!.changes.captain!.after).toBeNull();
  });

  it('refuses in an archived league (409)', async () => {
    const { league, freeAgent } = await leagueWithCaptainAndFreeAgent({ status: 'archived' });
    const refused = await call('DELETE', registrationsUrl('club2', league.id, freeAgent.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_editable');
  });

  it('answers 404 for another club’s registration, one of another league, and malformed ids; guards the club', async () => {
    const { league, freeAgent } = await leagueWithCaptainAndFreeAgent();
    const otherLeague = await insertLeague(db(), 'club2');
    const foreignLeague = await insertLeague(db(), 'club1');
    const foreign = await insertRegistration(db(), foreignLeague.id, (await insertPlayer(db(), 'club1')).id, null);
    await expectNotFound(t, admin, {
      method: 'DELETE',
      urls: [
        registrationsUrl('club2', foreignLeague.id, foreign.id),
        registrationsUrl('club2', otherLeague.id, freeAgent.id),
        registrationsUrl('club2', league.id, '..'),
      ],
    });
    expect(await db().select().from(registrations).where(eq(registrations.id, foreign.id))).toHaveLength(1);
    await expectClubGuards(t, admin, { method: 'DELETE', url: (slug) => registrationsUrl(slug, league.id, freeAgent.id) });
  });
});
