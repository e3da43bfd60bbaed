import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { insertLeague, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { leagueQuestions, registrationAnswers } from '../../db/schema.js';
import { attachQuestion, countRows, insertQuestion } from './test-support.js';

/** Every path that creates a registration holds it to the league's required questions (issue 10 §1). */
const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
});

const db = () => t.database.db;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });
const leagueUrl = (leagueId: string) => `/api/club2/leagues/${leagueId}`;
const email = (name: string) => `${name}.${newId().slice(-10).toLowerCase()}@example.com`;

/** A teams-and-individuals league that requires a T-shirt size (multiple choice) and asks for an optional note. */
async function leagueAsking(overrides: Parameters<typeof insertLeague>[2] = {}) {
  const league = await insertLeague(db(), 'club2', overrides);
  const size = await insertQuestion(db(), 'club2', { label: 'T-shirt size', type: 'mcq', options: ['S', 'M', 'L'] });
  const note = await insertQuestion(db(), 'club2', { label: 'Note', type: 'text', options: [] });
  await attachQuestion(db(), league.id, size.id, true, 0);
  await attachQuestion(db(), league.id, note.id, false, 1);
  return { league, size, note };
}

async function answersOfLeague(leagueId: string) {
  const detail = await call('GET', `${leagueUrl(leagueId)}/registrations?page_size=100`);
  return Object.fromEntries(
    detail
      .json()
      .items.map((item: { player: { last_name: string }; answers: { value: string }[] }) => [
        item.player.last_name,
        item.answers.map((answer) => answer.value),
      ]),
  );
}

describe('registering a player (POST …/registrations)', () => {
  it('refuses a free agent or a team player without a required answer: 422 answers_required naming the question, nothing written', async () => {
    const { league, size } = await leagueAsking();
    const team = await insertTeam(db(), league.id);
    const player = await insertPlayer(db(), 'club2');
    const before = await countRows(db(), 'club2', league.id);
    for (const team_id of [null, team.id]) {
      const response = await call('POST', `${leagueUrl(league.id)}/registrations`, { player_id: player.id, team_id, answers: [] });
      expect(response.statusCode).toBe(422);
      // The English text for any reader of the API, and the message's id beside it for the web to translate.
      expect(response.json()).toEqual({
        code: 'answers_required',
        message: 'Answer the required question “T-shirt size”',
        errors: { [`answers.${size.id}`]: ['Required'] },
        messages: { [`answers.${size.id}`]: [{ id: 'required' }] },
      });
    }
    const newPlayer = await call('POST', `${leagueUrl(league.id)}/registrations`, {
      player: { first_name: 'Ny', last_name: 'New', email: email('ny'), phone: null },
      team_id: null,
    });
    expect(newPlayer.statusCode).toBe(422);
    expect(await countRows(db(), 'club2', league.id)).toEqual(before);
  });

  it('lists every problem in one 400 when an answer is also wrong, and accepts a complete registration', async () => {
    const { league, size, note } = await leagueAsking();
    const player = await insertPlayer(db(), 'club2');
    const wrong = await call('POST', `${leagueUrl(league.id)}/registrations`, {
      player_id: player.id,
      team_id: null,
      answers: [{ question_id: note.id, value: 'x'.repeat(201) }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ [`answers.${size.id}`]: ['Required'], [`answers.${note.id}`]: ['At most 200 characters'] });
    const complete = await call('POST', `${leagueUrl(league.id)}/registrations`, {
      player_id: player.id,
      team_id: null,
      answers: [{ question_id: size.id, value: 'L' }],
    });
    expect(complete.statusCode).toBe(201);
  });

  it('refuses changing answers to leave a required one out (PATCH), and keeps them', async () => {
    const { league, size, note } = await leagueAsking();
    const registration = await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2')).id, null);
    await db().insert(registrationAnswers).values({ registrationId: registration.id, questionId: size.id, value: 'M' });
    const response = await call('PATCH', `${leagueUrl(league.id)}/registrations/${registration.id}`, { answers: [{ question_id: note.id, value: 'hi' }] });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('answers_required');
    expect((await call('GET', `${leagueUrl(league.id)}/registrations/${registration.id}`)).json().answers).toEqual([expect.objectContaining({ value: 'M' })]);
  });
});

describe('a new team with its players (POST …/teams)', () => {
  it('refuses a roster whose new players lack a required answer, naming whose: 422, nothing written', async () => {
    const { league, size } = await leagueAsking();
    const ann = await insertPlayer(db(), 'club2', { firstName: 'Ann', lastName: 'Lee' });
    const bo = await insertPlayer(db(), 'club2', { firstName: 'Bo', lastName: 'Kim' });
    const before = await countRows(db(), 'club2', league.id);
    const response = await call('POST', `${leagueUrl(league.id)}/teams`, {
      name: 'Lynx',
      player_ids: [ann.id, bo.id],
      captain_player_id: ann.id,
      answers: { [ann.id]: [{ question_id: size.id, value: 'S' }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'answers_required',
      message: 'Bo Kim has not answered “T-shirt size”',
      errors: { [`answers.${bo.id}.${size.id}`]: ['Required'] },
    });
    expect(await countRows(db(), 'club2', league.id)).toEqual(before);
  });

  it('registers each new player with their answers; a free agent joins with the answers they gave', async () => {
    const { league, size, note } = await leagueAsking();
    const ann = await insertPlayer(db(), 'club2', { lastName: 'Anders' });
    const bo = await insertPlayer(db(), 'club2', { lastName: 'Bolt' });
    const waiting = await insertRegistration(db(), league.id, bo.id, null);
    await db().insert(registrationAnswers).values({ registrationId: waiting.id, questionId: size.id, value: 'L' });

    const forFreeAgent = await call('POST', `${leagueUrl(league.id)}/teams`, {
      name: 'Lynx',
      player_ids: [ann.id, bo.id],
      answers: { [ann.id]: [{ question_id: size.id, value: 'S' }], [bo.id]: [{ question_id: size.id, value: 'M' }] },
    });
    expect(forFreeAgent.statusCode).toBe(400);
    expect(Object.keys(forFreeAgent.json().errors)).toEqual([`answers.${bo.id}`]);
    const stranger = await call('POST', `${leagueUrl(league.id)}/teams`, { name: 'Lynx', player_ids: [ann.id], answers: { [bo.id]: [] } });
    expect(stranger.statusCode).toBe(400);
    expect(Object.keys(stranger.json().errors)).toEqual([`answers.${bo.id}`]);

    const created = await call('POST', `${leagueUrl(league.id)}/teams`, {
      name: 'Lynx',
      player_ids: [ann.id, bo.id],
      answers: {
        [ann.id]: [
          { question_id: size.id, value: 'S' },
          { question_id: note.id, value: ' Left back ' },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await answersOfLeague(league.id)).toEqual({ Anders: ['S', 'Left back'], Bolt: ['L'] });
  });

  it('still creates an empty team, or one in a league without required questions, with no answers', async () => {
    const { league } = await leagueAsking();
    expect((await call('POST', `${leagueUrl(league.id)}/teams`, { name: 'Empty' })).statusCode).toBe(201);
    const plain = await insertLeague(db(), 'club2');
    expect((await call('POST', `${leagueUrl(plain.id)}/teams`, { name: 'Plain', player_ids: [(await insertPlayer(db(), 'club2')).id] })).statusCode).toBe(201);
  });
});

describe('the roster CSV (…/roster.csv and …/import)', () => {
  const header = 'team,captain,first_name,last_name,email,phone,payment_status,T-shirt size,Note';
  const importCsv = (leagueId: string, csv: string) => call('POST', `${leagueUrl(leagueId)}/import`, { csv });

  it('exports one column per question, headed by its label, with each registration’s answer', async () => {
    const { league, size, note } = await leagueAsking({ name: 'Answers' });
    const team = await insertTeam(db(), league.id, { name: 'Lynx' });
    const ann = await insertRegistration(
      db(),
      league.id,
      (await insertPlayer(db(), 'club2', { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee.csv@example.com' })).id,
      team.id,
    );
    await db()
      .insert(registrationAnswers)
      .values([
        { registrationId: ann.id, questionId: size.id, value: 'M' },
        { registrationId: ann.id, questionId: note.id, value: '=1+1' },
      ]);
    await insertRegistration(
      db(),
      league.id,
      (await insertPlayer(db(), 'club2', { firstName: 'Bo', lastName: 'Kim', email: 'bo.kim.csv@example.com' })).id,
      null,
    );
    const response = await call('GET', `${leagueUrl(league.id)}/roster.csv`);
    expect(response.body).toBe(
      [header, "Lynx,no,Ann,Lee,ann.lee.csv@example.com,,unpaid,M,'=1+1", ',no,Bo,Kim,bo.kim.csv@example.com,,unpaid,,'].join('\r\n') + '\r\n',
    );
  });

  it('imports the answers of each line, and reads back its own export', async () => {
    const { league } = await leagueAsking();
    const [ann, bo] = [email('ann'), email('bo')];
    const imported = await importCsv(league.id, [header, `Lynx,yes,Ann,Anders,${ann},,,m,'=Left back`, `,,Bo,Bolt,${bo},,paid,L,`].join('\r\n'));
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ rows: 2, teams_created: 1, players_created: 2, registrations_created: 2 });
    expect(await answersOfLeague(league.id)).toEqual({ Anders: ['M', '=Left back'], Bolt: ['L'] });

    const exported = (await call('GET', `${leagueUrl(league.id)}/roster.csv`)).body;
    const copy = await leagueAsking();
    expect((await importCsv(copy.league.id, exported)).statusCode).toBe(200);
    expect(await answersOfLeague(copy.league.id)).toEqual({ Anders: ['M', '=Left back'], Bolt: ['L'] });
  });

  it('refuses the whole file, line by line and keyed by question, for a missing required answer (422) or one not among the options (400)', async () => {
    const { league, size } = await leagueAsking();
    const before = await countRows(db(), 'club2', league.id);
    const missing = await importCsv(league.id, [header, `Lynx,yes,Ann,Lee,${email('ann')},,,S,`, `Lynx,no,Bo,Kim,${email('bo')},,,,hello`].join('\r\n'));
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'answers_required', errors: { [`rows.3.answers.${size.id}`]: ['Required'] } });

    const wrong = await importCsv(league.id, [header, `Lynx,yes,Ann,Lee,${email('ann')},,,XXL,`, `Lynx,no,Bo,Kim,${email('bo')},,,,`].join('\r\n'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ [`rows.2.answers.${size.id}`]: ['Choose one of the options'], [`rows.3.answers.${size.id}`]: ['Required'] });

    const noColumn = await importCsv(
      league.id,
      ['team,captain,first_name,last_name,email,phone,payment_status', `Lynx,yes,Ann,Lee,${email('ann')},,`].join('\r\n'),
    );
    expect(noColumn.statusCode).toBe(422);
    expect(noColumn.json().errors).toEqual({ [`file.answers.${size.id}`]: ['Missing column “T-shirt size”: this league requires an answer to it'] });
    expect(await countRows(db(), 'club2', league.id)).toEqual(before);
  });
});

describe('duplicating a league with its teams (POST …/duplicate)', () => {
  const duplicate = (leagueId: string) =>
    call('POST', `${leagueUrl(leagueId)}/duplicate`, {
      name: `Copy ${newId()}`,
      season: 'Next',
      season_start: '2027-09-01',
      season_end: '2027-11-30',
      registration_opens_on: '2027-06-01',
      registration_closes_on: '2027-08-20',
      include_teams: true,
    });

  it('copies the players’ answers, and refuses (422) while a rostered player lacks a required one', async () => {
    const { league, size } = await leagueAsking();
    const team = await insertTeam(db(), league.id, { name: 'Lynx' });
    const ann = await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2', { firstName: 'Ann', lastName: 'Anders' })).id, team.id);
    await db().insert(registrationAnswers).values({ registrationId: ann.id, questionId: size.id, value: 'S' });
    const bo = await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2', { firstName: 'Bo', lastName: 'Bolt' })).id, team.id);

    const refused = await duplicate(league.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('answers_required');
    expect(refused.json().message).toMatch(/Bo Bolt has not answered “T-shirt size”$/);

    await db().insert(registrationAnswers).values({ registrationId: bo.id, questionId: size.id, value: 'L' });
    const copied = await duplicate(league.id);
    expect(copied.statusCode).toBe(201);
    expect(copied.json().missing_answers_count).toBe(0);
    expect(await answersOfLeague(copied.json().id)).toEqual({ Anders: ['S'], Bolt: ['L'] });
  });
});

describe('registrations lacking required answers (GET …/leagues/:id and ?answers=missing)', () => {
  it('counts and lists the registrations without an answer to a required question, as the league’s requirements change', async () => {
    const { league, size, note } = await leagueAsking();
    const team = await insertTeam(db(), league.id);
    const answered = await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2', { lastName: 'Answered' })).id, team.id);
    await db().insert(registrationAnswers).values({ registrationId: answered.id, questionId: size.id, value: 'M' });
    const blank = await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2', { lastName: 'Blank' })).id, team.id);
    await db().insert(registrationAnswers).values({ registrationId: blank.id, questionId: size.id, value: ' ' });
    await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2', { lastName: 'None' })).id, null);
    await insertRegistration(db(), (await insertLeague(db(), 'club2')).id, (await insertPlayer(db(), 'club2')).id, null);

    expect((await call('GET', leagueUrl(league.id))).json().missing_answers_count).toBe(2);
    const missing = await call('GET', `${leagueUrl(league.id)}/registrations?answers=missing`);
    expect(missing.json()).toMatchObject({ total: 2, items: [{ player: { last_name: 'Blank' } }, { player: { last_name: 'None' } }] });

    // The note becomes required too: Answered lacks it now; with nothing required, nobody lacks anything.
    await db()
      .update(leagueQuestions)
      .set({ required: true })
      .where(and(eq(leagueQuestions.leagueId, league.id), eq(leagueQuestions.questionId, note.id)));
    expect((await call('GET', leagueUrl(league.id))).json().missing_answers_count).toBe(3);
    await db().update(leagueQuestions).set({ required: false }).where(eq(leagueQuestions.leagueId, league.id));
    expect((await call('GET', leagueUrl(league.id))).json().missing_answers_count).toBe(0);
    expect((await call('GET', `${leagueUrl(league.id)}/registrations?answers=missing`)).json().total).toBe(0);
  });
});
