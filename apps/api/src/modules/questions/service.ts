import { auditChanges, newId, type Page, type Question, type QuestionInputParsed, type QuestionListQuery, type QuestionUpdateParsed } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import { toPage } from '../../lib/pagination.js';
import { refuseIfStale } from '../../lib/row-version.js';
import { auditorFor, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { nextArchivedAt } from '../locations/archived-filter.js';
import { countOf, inUse, listUses } from '../../lib/in-use.js';
import { questionSnapshot, toQuestion } from './question-view.js';
import * as repo from './repository.js';
import type { QuestionRow, QuestionUsage } from './repository.js';

const NOT_FOUND = 'Question not found';

const fieldsOf = (input: QuestionInputParsed) => ({
  label: input.label,
  type: input.type,
  options: input.options,
  required: input.required,
  helpText: input.help_text,
});

/** Once registrants have answered, the type is fixed and options they chose stay: their answers must keep meaning something. */
async function checkAnswersStillFit(tx: Executor, before: Question, input: QuestionInputParsed): Promise<void> {
  if (before.answers_count === 0) return;
  if (input.type !== before.type) {
    const message = `Registrants gave ${countOf(before.answers_count, 'answer')} to this question: its type cannot change`;
    throw inUse(message, { type: [message] });
  }
  const removed = before.options.filter((option) => !input.options.includes(option));
  const counts = await repo.answerCountsByValue(tx, before.id, removed);
  const used = removed.filter((option) => (counts.get(option) ?? 0) > 0);
  if (used.length === 0) return;
  const uses = used.map((option) => `Option "${option}" is used by ${countOf(counts.get(option)!, 'answer')}`).join('; ');
  const message = `${uses}: keep ${used.length === 1 ? 'this option' : 'these options'}`;
  throw inUse(message, { options: [message] });
}

export function createQuestionsService({ db, clock }: { db: Database; clock: Clock }) {
  async function usageOne(executor: Executor, id: string): Promise<QuestionUsage> {
    const usage = await repo.usageOf(executor, [id]);
    return usage.get(id)!;
  }

  async function reload(executor: Executor, club: ClubRow, id: string): Promise<Question> {
    const row = await repo.findQuestion(executor, club.id, id);
    if (!row) throw notFound(NOT_FOUND);
    return toQuestion(row, await usageOne(executor, id));
  }

  /** The question locked, so the answers and leagues counted stay true until commit. */
  async function lockQuestion(tx: Executor, club: ClubRow, id: string): Promise<{ row: QuestionRow; question: Question }> {
    const row = await repo.findQuestion(tx, club.id, id, true);
    if (!row) throw notFound(NOT_FOUND);
    return { row, question: toQuestion(row, await usageOne(tx, id)) };
  }

  const audit = auditorFor<Question>('question', (record) => record.label, questionSnapshot);

  return {
    async list(club: ClubRow, query: QuestionListQuery): Promise<Page<Question>> {
      const { rows, total } = await repo.listQuestions(db, club.id, query);
      const usage = await repo.usageOf(
        db,
        rows.map((row) => row.id),
      );
      return toPage(
        rows.map((row) => toQuestion(row, usage.get(row.id)!)),
        total,
        query,
      );
    },

    show: (club: ClubRow, id: string): Promise<Question> => reload(db, club, id),

    create(club: ClubRow, input: QuestionInputParsed, actor: Actor): Promise<Question> {
      const at = clock();
      return inTransaction(db, async (tx) => {
        const id = newId();
        await repo.insertQuestion(tx, { id, clubId: club.id, ...fieldsOf(input), createdAt: at, updatedAt: at });
        const created = await reload(tx, club, id);
        await audit(tx, club, actor, at, 'create', null, created);
        return created;
      });
    },

    /** A save of the question form; refused (409 stale_version) when the question changed since the form's row_version. */
    update(club: ClubRow, id: string, input: QuestionUpdateParsed, actor: Actor): Promise<Question> {
      const at = clock();
      return inTransaction(db, async (tx) => {
        const { row, question: before } = await lockQuestion(tx, club, id);
        // Checked under the row lock, before a save that changes nothing returns; the UPDATE below checks it again.
        refuseIfStale(row.rowVersion === input.row_version);
        await checkAnswersStillFit(tx, before, input);
        const intended = questionSnapshot({ ...input, archived: before.archived });
        if (Object.keys(auditChanges(questionSnapshot(before), intended)).length === 0) return before;
        refuseIfStale(await repo.updateQuestion(tx, id, { ...fieldsOf(input), updatedAt: at }, input.row_version));
        const after = await reload(tx, club, id);
        await audit(tx, club, actor, at, 'update', before, after);
        return after;
      });
    },

    archive(club: ClubRow, id: string, archived: boolean, actor: Actor): Promise<Question> {
      const at = clock();
      return inTransaction(db, async (tx) => {
        const { row, question: before } = await lockQuestion(tx, club, id);
        if (before.archived === archived) return before;
        await repo.updateQuestion(tx, id, { archivedAt: nextArchivedAt(row.archivedAt, archived, at), updatedAt: at });
        const after = await reload(tx, club, id);
        await audit(tx, club, actor, at, 'update', before, after);
        return after;
      });
    },

    /** Deletes a question no league asks and nobody answered; otherwise says what uses it. */
    remove(club: ClubRow, id: string, actor: Actor): Promise<void> {
      const at = clock();
      return inTransaction(db, async (tx) => {
        const { question } = await lockQuestion(tx, club, id);
        if (question.leagues_count > 0 || question.answers_count > 0) {
          const uses = listUses([
            [question.leagues_count, 'league'],
            [question.answers_count, 'answer'],
          ]);
          throw inUse(`Used by ${uses}: archive it instead`);
        }
        await repo.deleteQuestion(tx, id);
        await audit(tx, club, actor, at, 'delete', question, null);
      });
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
