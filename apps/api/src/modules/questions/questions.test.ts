import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { clubIdOf, insertLeague, insertPlayer, insertRegistration } from '../../../test/fixtures.js';
import { auditLog, leagueQuestions, questions, registrationAnswers } from '../../db/schema.js';

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

const shirtSize = (overrides: Record<string, unknown> = {}) => ({
  label: 'Shirt size',
  type: 'mcq',
  options: ['S', 'M', 'L'],
  required: true,
  help_text: 'For the team shirt',
  ...overrides,
});

async function createQuestion(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', 'questions', shirtSize(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
}

const auditOf = (entityId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.createdAt));
const tick = () => t.clock.advanceMinutes(1);

/** A league of club2 asking the question, and one registration per answer value. */
async function answer(questionId: string, values: string[]) {
  const league = await insertLeague(t.database.db, 'club2');
  await t.database.db.insert(leagueQuestions).values({ leagueId: league.id, questionId, position: 0, required: true });
  for (const value of values) {
    const player = await insertPlayer(t.database.db, 'club2');
    const registration = await insertRegistration(t.database.db, league.id, player.id, null);
    await t.database.db.insert(registrationAnswers).values({ registrationId: registration.id, questionId, value });
  }
  return league;
}

describe('questions: access', () => {
  const routes: { method: Method; path: string; payload?: object }[] = [
    { method: 'GET', path: 'questions' },
    { method: 'POST', path: 'questions', payload: shirtSize() },
    { method: 'GET', path: `questions/${newId()}` },
    { method: 'PUT', path: `questions/${newId()}`, payload: shirtSize({ row_version: 1 }) },
    { method: 'PATCH', path: `questions/${newId()}/archive`, payload: { archived: true } },
    { method: 'DELETE', path: `questions/${newId()}` },
  ];
  for (const route of routes) {
    it(`${route.method} /api/:slug/${route.path.replace(/[0-9A-Z]{26}/, ':questionId')}: 401 without a token, 403 on another club, 404 on an unknown club`, async () => {
      expect((await call(route.method, route.path, route.payload, { token: null })).statusCode).toBe(401);
      expect((await call(route.method, route.path, route.payload, { slug: 'club4' })).statusCode).toBe(403);
      expect((await call(route.method, route.path, route.payload, { slug: 'club1', token: single })).statusCode).toBe(403);
      expect((await call(route.method, route.path, route.payload, { slug: 'no-such-club' })).statusCode).toBe(404);
    });
  }
});

describe('POST /api/:slug/questions', () => {
  it('creates a multiple-choice question and audits it', async () => {
    tick();
    const response = await call('POST', 'questions', shirtSize({ label: '  Shirt size  ', options: [' S ', 'M'] }));
    expect(response.statusCode).toBe(201);
    const question = response.json();
    expect(question).toMatchObject({
      label: 'Shirt size',
      type: 'mcq',
      options: ['S', 'M'],
      required: true,
      help_text: 'For the team shirt',
      archived: false,
      leagues_count: 0,
      answers_count: 0,
      created_at: t.clock().toISOString(),
    });
    const [entry, ...more] = await auditOf(question.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ action: 'create', entityType: 'question', entityLabel: 'Shirt size', actorName: 'Alex Morgan', leagueId: null });
    expect(entry!.changes).toEqual({
      label: { before: null, after: 'Shirt size' },
      type: { before: null, after: 'mcq' },
      options: { before: null, after: ['S', 'M'] },
      required: { before: null, after: true },
      help_text: { before: null, after: 'For the team shirt' },
      archived: { before: null, after: false },
    });
  });

  it('creates text questions without options, with defaults', async () => {
    const question = await createQuestion({ label: 'Allergies', type: 'textarea', options: undefined, required: undefined, help_text: '' });
    expect(question).toMatchObject({ type: 'textarea', options: [], required: false, help_text: null });
  });

  it('refuses invalid questions with field errors', async () => {
    const oneOption = await call('POST', 'questions', shirtSize({ options: ['Only'] }));
    expect(oneOption.statusCode).toBe(400);
    expect(oneOption.json()).toMatchObject({ code: 'validation_error', errors: { options: ['Give at least 2 options'] } });

    const duplicate = await call('POST', 'questions', shirtSize({ options: ['Red', 'Blue', 'red', ''] }));
    expect(duplicate.json().errors).toEqual({ 'options.2': ['Options must be different'], 'options.3': ['Required'] });

    const textWithOptions = await call('POST', 'questions', shirtSize({ type: 'text', options: ['A', 'B'] }));
    expect(textWithOptions.json().errors).toEqual({ options: ['Only multiple choice questions have options'] });

    const bad = await call('POST', 'questions', { label: '', type: 'dropdown', required: 'yes', extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['extra', 'label', 'required', 'type']);
  });
});

describe('GET /api/:slug/questions', () => {
  it('searches, filters by type and archived state, sorts and pages with a total', async () => {
    const marker = `Quokka${newId().slice(-5)}`;
    const text = await createQuestion({ label: `${marker} nickname`, type: 'text', options: [] });
    const mcq = await createQuestion({ label: `${marker} level`, options: ['Beginner', 'Expert'] });
    const archived = await createQuestion({ label: 'Years played', type: 'text', options: [], help_text: `${marker} in this sport` });
    expect((await call('PATCH', `questions/${archived.id}/archive`, { archived: true })).statusCode).toBe(200);

    const active = await call('GET', `questions?q=${marker}`);
    expect(active.statusCode).toBe(200);
    expect(active.json()).toMatchObject({ total: 2, page: 1 });
    expect(active.json().items.map((item: { id: string }) => item.id)).toEqual([mcq.id, text.id]);

    const byType = await call('GET', `questions?q=${marker}&type=text&archived=all&sort=label&order=desc`);
    expect(byType.json().items.map((item: { id: string }) => item.id)).toEqual([archived.id, text.id]);

    const sortedByType = await call('GET', `questions?q=${marker}&archived=all&sort=type&page_size=1&page=3`);
    expect(sortedByType.json()).toMatchObject({ total: 3, page: 3, page_size: 1 });
    expect(sortedByType.json().items.map((item: { id: string }) => item.id)).toEqual([archived.id]);

    const onlyArchived = await call('GET', `questions?archived=archived&q=${marker}`);
    expect(onlyArchived.json().items).toEqual([expect.objectContaining({ id: archived.id, archived: true })]);
  });

  it('lists only the club’s own questions and refuses a bad query', async () => {
    const elsewhere = await call('POST', 'questions', shirtSize({ label: `Club1 only ${newId()}` }), { slug: 'club1' });
    const listed = await call('GET', 'questions?archived=all&page_size=100&q=Club1 only');
    expect(listed.json().items.some((item: { id: string }) => item.id === elsewhere.json().id)).toBe(false);
    const bad = await call('GET', 'questions?type=radio&sort=options&page=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'sort', 'type']);
  });
});

describe('GET /api/:slug/questions/:questionId', () => {
  it('counts the leagues asking it and the answers given', async () => {
    const question = await createQuestion();
    await answer(question.id, ['S', 'M', 'M']);
    const response = await call('GET', `questions/${question.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: question.id, leagues_count: 1, answers_count: 3 });
  });

  it('answers 404 for another club’s question and for a malformed id, on every route', async () => {
    const [row] = await t.database.db
      .insert(questions)
      .values({ id: newId(), clubId: await clubIdOf(t.database.db, 'club1'), label: 'Club 1 question', type: 'text' })
      .returning();
    for (const id of [row!.id, 'not-an-id', newId()]) {
      const responses = [
        await call('GET', `questions/${id}`),
        await call('PUT', `questions/${id}`, shirtSize({ row_version: 1 })),
        await call('PATCH', `questions/${id}/archive`, { archived: true }),
        await call('DELETE', `questions/${id}`),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Question not found', code: 'not_found' });
      }
    }
    expect((await call('GET', `questions/${row!.id}`, undefined, { slug: 'club1' })).json().label).toBe('Club 1 question');
    expect(await auditOf(row!.id)).toHaveLength(0);
  });
});

describe('PUT /api/:slug/questions/:questionId', () => {
  it('updates the question and audits before and after of what changed', async () => {
    const question = await createQuestion();
    tick();
    const response = await call(
      'PUT',
      `questions/${question.id}`,
      shirtSize({ row_version: 1, label: 'T-shirt size', options: ['S', 'M', 'L', 'XL'], required: false }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ label: 'T-shirt size', options: ['S', 'M', 'L', 'XL'], required: false, updated_at: t.clock().toISOString() });
    const entries = await auditOf(question.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({ entityLabel: 'T-shirt size', createdAt: t.clock() });
    expect(entries[1]!.changes).toEqual({
      label: { before: 'Shirt size', after: 'T-shirt size' },
      options: { before: ['S', 'M', 'L'], after: ['S', 'M', 'L', 'XL'] },
      required: { before: true, after: false },
    });
  });

  it('writes nothing when nothing changes', async () => {
    const question = await createQuestion();
    tick();
    const response = await call('PUT', `questions/${question.id}`, shirtSize({ row_version: 1 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(question);
    expect((await auditOf(question.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses a save from a form opened before another change (409 stale_version), writing nothing', async () => {
    const question = await createQuestion();
    const first = await call('PUT', `questions/${question.id}`, shirtSize({ row_version: question.row_version, help_text: 'Unisex sizes' }));
    expect(first.json()).toMatchObject({ help_text: 'Unisex sizes', row_version: question.row_version + 1 });
    // The second tab's save would put the old help text back.
    const stale = await call('PUT', `questions/${question.id}`, shirtSize({ row_version: question.row_version }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version' });
    expect((await call('GET', `questions/${question.id}`)).json()).toEqual(first.json());
    expect((await auditOf(question.id)).map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it('refuses invalid fields', async () => {
    const question = await createQuestion();
    const response = await call('PUT', `questions/${question.id}`, shirtSize({ row_version: 1, options: ['One'] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ options: ['Give at least 2 options'] });
  });

  it('once answered, refuses a new type and the removal of an option answers use, naming it, and writes nothing', async () => {
    const question = await createQuestion();
    await answer(question.id, ['M', 'M', 'L']);
    const answered = (await call('GET', `questions/${question.id}`)).json();
    tick();

    const newType = await call('PUT', `questions/${question.id}`, shirtSize({ row_version: 1, type: 'text', options: [] }));
    expect(newType.statusCode).toBe(409);
    const typeMessage = 'Registrants gave 3 answers to this question: its type cannot change';
    expect(newType.json()).toEqual({ code: 'in_use', message: typeMessage, errors: { type: [typeMessage] } });

    const removeUsed = await call('PUT', `questions/${question.id}`, shirtSize({ row_version: 1, label: 'Size', options: ['S', 'XL'] }));
    expect(removeUsed.statusCode).toBe(409);
    const optionsMessage = 'Option "M" is used by 2 answers; Option "L" is used by 1 answer: keep these options';
    expect(removeUsed.json()).toEqual({ code: 'in_use', message: optionsMessage, errors: { options: [optionsMessage] } });

    expect((await call('GET', `questions/${question.id}`)).json()).toEqual(answered);
    expect((await auditOf(question.id)).map((entry) => entry.action)).toEqual(['create']);

    const removeUnused = await call('PUT', `questions/${question.id}`, shirtSize({ row_version: 1, options: ['M', 'L', 'XL'] }));
    expect(removeUnused.statusCode).toBe(200);
    expect(removeUnused.json()).toMatchObject({ options: ['M', 'L', 'XL'], answers_count: 3 });
  });
});

describe('PATCH /api/:slug/questions/:questionId/archive', () => {
  it('archives and restores, auditing each once', async () => {
    const question = await createQuestion();
    tick();
    const archived = await call('PATCH', `questions/${question.id}/archive`, { archived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived).toBe(true);
    expect((await call('PATCH', `questions/${question.id}/archive`, { archived: true })).json()).toEqual(archived.json());
    tick();
    expect((await call('PATCH', `questions/${question.id}/archive`, { archived: false })).json().archived).toBe(false);
    const entries = await auditOf(question.id);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ['create', expect.any(Object)],
      ['update', { archived: { before: false, after: true } }],
      ['update', { archived: { before: true, after: false } }],
    ]);
    const invalid = await call('PATCH', `questions/${question.id}/archive`, {});
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(['archived']);
  });
});

describe('DELETE /api/:slug/questions/:questionId', () => {
  it('deletes an unused question and audits it', async () => {
    const question = await createQuestion();
    tick();
    const response = await call('DELETE', `questions/${question.id}`);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `questions/${question.id}`)).statusCode).toBe(404);
    const entries = await auditOf(question.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect(entries[1]!.changes).toMatchObject({ label: { before: 'Shirt size', after: null }, options: { before: ['S', 'M', 'L'], after: null } });
  });

  it('refuses while leagues ask it or answers exist, saying why', async () => {
    const asked = await createQuestion();
    await answer(asked.id, []);
    const byLeague = await call('DELETE', `questions/${asked.id}`);
    expect(byLeague.statusCode).toBe(409);
    expect(byLeague.json()).toEqual({ code: 'in_use', message: 'Used by 1 league: archive it instead' });

    const answeredQuestion = await createQuestion();
    await answer(answeredQuestion.id, ['S', 'L']);
    const byAnswers = await call('DELETE', `questions/${answeredQuestion.id}`);
    expect(byAnswers.json().message).toBe('Used by 1 league and 2 answers: archive it instead');

    for (const id of [asked.id, answeredQuestion.id]) {
      expect((await call('GET', `questions/${id}`)).statusCode).toBe(200);
      expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['create']);
    }
  });
});
