import { expect } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { auditLog, leagueQuestions, players, questions, registrations, teams } from '../../db/schema.js';
import { bearer, type TestContext } from '../../../test/helper.js';
import { clubIdOf } from '../../../test/fixtures.js';

/** Test rows of the questions module's tables, for the answers of registrations. */
export async function insertQuestion(db: Database, slug: string, overrides: Partial<typeof questions.$inferInsert> = {}) {
  const [question] = await db
    .insert(questions)
    .values({ id: newId(), clubId: await clubIdOf(db, slug), label: 'T-shirt size', type: 'mcq', options: ['S', 'M', 'L'], ...overrides })
    .returning();
  return question!;
}

export async function attachQuestion(db: Database, leagueId: string, questionId: string, required: boolean, position = 0) {
  await db.insert(leagueQuestions).values({ leagueId, questionId, required, position });
}

/** How many teams and registrations the league has and how many players its club has: to prove a refused write left nothing behind. */
export async function countRows(db: Database, slug: string, leagueId: string) {
  const clubId = await clubIdOf(db, slug);
  const [teamRows] = await db.select({ total: count() }).from(teams).where(eq(teams.leagueId, leagueId));
  const [registrationRows] = await db.select({ total: count() }).from(registrations).where(eq(registrations.leagueId, leagueId));
  const [playerRows] = await db.select({ total: count() }).from(players).where(eq(players.clubId, clubId));
  const [auditRows] = await db.select({ total: count() }).from(auditLog).where(eq(auditLog.clubId, clubId));
  return { teams: teamRows!.total, registrations: registrationRows!.total, players: playerRows!.total, audit: auditRows!.total };
}

export async function auditEntriesOf(db: Database, entityType: (typeof auditLog.$inferSelect)['entityType'], entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}

interface RouteCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (slug: string) => string;
  payload?: object;
}

/** 401 without a token; 403 for a signed-in admin on a club they do not administer (club4). */
export async function expectClubGuards(t: TestContext, token: string, route: RouteCall): Promise<void> {
  const anonymous = await t.app.inject({ method: route.method, url: route.url('club2'), ...(route.payload && { payload: route.payload }) });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json().code).toBe('unauthenticated');
  const outsider = await t.app.inject({
    method: route.method,
    url: route.url('club4'),
    headers: bearer(token),
    ...(route.payload && { payload: route.payload }),
  });
  expect(outsider.statusCode).toBe(403);
  expect(outsider.json().code).toBe('forbidden');
}

/** Every malformed or foreign id answers the same 404. */
export async function expectNotFound(t: TestContext, token: string, route: Omit<RouteCall, 'url'> & { urls: string[] }): Promise<void> {
  for (const url of route.urls) {
    const response = await t.app.inject({ method: route.method, url, headers: bearer(token), ...(route.payload && { payload: route.payload }) });
    expect({ url, status: response.statusCode, code: response.json().code }).toEqual({ url, status: 404, code: 'not_found' });
  }
}
