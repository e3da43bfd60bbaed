import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { QuestionListQuery } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { leagueQuestions, questions, registrationAnswers } from '../../db/schema.js';
import { likePattern, pageWindow } from '../../lib/pagination.js';
import { updateVersioned } from '../../lib/row-version.js';
import { archivedCondition } from '../locations/archived-filter.js';

export type QuestionRow = typeof questions.$inferSelect;
export type QuestionFields = Pick<typeof questions.$inferInsert, 'label' | 'type' | 'options' | 'required' | 'helpText'>;

export interface QuestionUsage {
  leagues: number;
  answers: number;
}

/** One question of the club, optionally locked for the rest of the transaction (it blocks new answers and league links to it). */
export async function findQuestion(db: Executor, clubId: string, id: string, lock = false): Promise<QuestionRow | undefined> {
  const query = db
    .select()
    .from(questions)
    .where(and(eq(questions.clubId, clubId), eq(questions.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function listQuestions(db: Executor, clubId: string, query: QuestionListQuery): Promise<{ rows: QuestionRow[]; total: number }> {
  const pattern = query.q ? likePattern(query.q) : null;
  const where = and(
    eq(questions.clubId, clubId),
    archivedCondition(questions.archivedAt, query.archived),
    query.type ? eq(questions.type, query.type) : undefined,
    pattern ? or(ilike(questions.label, pattern), ilike(questions.helpText, pattern)) : undefined,
  );
  const direction = query.order === 'desc' ? desc : asc;
  const sortKeys = {
    label: [sql`lower(${questions.label})`],
    type: [questions.type, sql`lower(${questions.label})`],
    created_at: [questions.createdAt],
  }[query.sort];
  const { limit, offset } = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(where)
      .orderBy(...sortKeys.map((key) => direction(key)), direction(questions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(questions).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** For each question: the leagues asking it and the answers registrants gave. */
export async function usageOf(db: Executor, questionIds: string[]): Promise<Map<string, QuestionUsage>> {
  const usage = new Map<string, QuestionUsage>(questionIds.map((id) => [id, { leagues: 0, answers: 0 }]));
  if (questionIds.length === 0) return usage;
  // One after the other: inside a transaction both share one connection.
  const leagueCounts = await db
    .select({ questionId: leagueQuestions.questionId, total: count() })
    .from(leagueQuestions)
    .where(inArray(leagueQuestions.questionId, questionIds))
    .groupBy(leagueQuestions.questionId);
  const answerCounts = await db
    .select({ questionId: registrationAnswers.questionId, total: count() })
    .from(registrationAnswers)
    .where(inArray(registrationAnswers.questionId, questionIds))
    .groupBy(registrationAnswers.questionId);
  for (const row of leagueCounts) usage.get(row.questionId)!.leagues = row.total;
  for (const row of answerCounts) usage.get(row.questionId)!.answers = row.total;
  return usage;
}

/** How many answers gave each value, for the options a multiple-choice question is about to lose. */
export async function answerCountsByValue(db: Executor, questionId: string, values: string[]): Promise<Map<string, number>> {
  if (values.length === 0) return new Map();
  const rows = await db
    .select({ value: registrationAnswers.value, total: count() })
    .from(registrationAnswers)
    .where(and(eq(registrationAnswers.questionId, questionId), inArray(registrationAnswers.value, values)))
    .groupBy(registrationAnswers.value);
  return new Map(rows.map((row) => [row.value, row.total]));
}

export async function insertQuestion(tx: Executor, row: typeof questions.$inferInsert): Promise<void> {
  await tx.insert(questions).values(row);
}

/** Writes the changes as one more version; with `version` (a form's save) only over that version (see updateVersioned). */
export function updateQuestion(
  tx: Executor,
  id: string,
  changes: Partial<QuestionFields> & { archivedAt?: Date | null; updatedAt: Date },
  version?: number,
): Promise<boolean> {
  return updateVersioned(tx, questions, id, changes, version);
}

export async function deleteQuestion(tx: Executor, id: string): Promise<void> {
  await tx.delete(questions).where(eq(questions.id, id));
}
