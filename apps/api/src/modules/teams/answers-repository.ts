import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Answer, AskedQuestion, GivenAnswer } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { leagueQuestions, questions, registrationAnswers, registrations } from '../../db/schema.js';

export type LabelledQuestion = AskedQuestion & { label: string };

/** The questions a league asks, in form order, with the league's own required flag. */
export async function questionsOfLeague(db: Executor, leagueId: string): Promise<LabelledQuestion[]> {
  return db
    .select({ question_id: questions.id, label: questions.label, type: questions.type, options: questions.options, required: leagueQuestions.required })
    .from(leagueQuestions)
    .innerJoin(questions, eq(questions.id, leagueQuestions.questionId))
    .where(eq(leagueQuestions.leagueId, leagueId))
    .orderBy(asc(leagueQuestions.position));
}

/**
 * The answers of these registrations with each question's label and type, by registration id. Ordered
 * as the league's form asks them; answers to a question since detached from the league come last.
 */
export async function answersOf(db: Executor, registrationIds: readonly string[]): Promise<Map<string, Answer[]>> {
  const byRegistration = new Map<string, Answer[]>();
  if (registrationIds.length === 0) return byRegistration;
  const rows = await db
    .select({
      registrationId: registrationAnswers.registrationId,
      question_id: questions.id,
      label: questions.label,
      type: questions.type,
      value: registrationAnswers.value,
    })
    .from(registrationAnswers)
    .innerJoin(questions, eq(questions.id, registrationAnswers.questionId))
    .innerJoin(registrations, eq(registrations.id, registrationAnswers.registrationId))
    .leftJoin(leagueQuestions, and(eq(leagueQuestions.leagueId, registrations.leagueId), eq(leagueQuestions.questionId, questions.id)))
    .where(inArray(registrationAnswers.registrationId, [...registrationIds]))
    .orderBy(sql`${leagueQuestions.position} asc nulls last`, asc(questions.label));
  for (const { registrationId, ...answer } of rows) {
    byRegistration.set(registrationId, [...(byRegistration.get(registrationId) ?? []), answer]);
  }
  return byRegistration;
}

/** Replaces a registration's answers with these (already validated) ones. */
export async function replaceAnswers(tx: Executor, registrationId: string, answers: readonly GivenAnswer[]): Promise<void> {
  await tx.delete(registrationAnswers).where(eq(registrationAnswers.registrationId, registrationId));
  if (answers.length === 0) return;
  await tx.insert(registrationAnswers).values(answers.map((answer) => ({ registrationId, questionId: answer.question_id, value: answer.value })));
}

/** Stores the (already validated) answers of registrations just created, in one statement. */
export async function insertAnswers(tx: Executor, byRegistration: readonly { registrationId: string; answers: readonly GivenAnswer[] }[]): Promise<void> {
  const rows = byRegistration.flatMap(({ registrationId, answers }) =>
    answers.map((answer) => ({ registrationId, questionId: answer.question_id, value: answer.value })),
  );
  if (rows.length > 0) await tx.insert(registrationAnswers).values(rows);
}
