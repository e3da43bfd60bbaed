import type { Question, QuestionType } from '@matchday/domain';
import type { QuestionRow, QuestionUsage } from './repository.js';

export const toQuestion = (row: QuestionRow, usage: QuestionUsage): Question => ({
  id: row.id,
  label: row.label,
  type: row.type,
  options: row.options,
  required: row.required,
  help_text: row.helpText,
  archived: row.archivedAt !== null,
  leagues_count: usage.leagues,
  answers_count: usage.answers,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  row_version: row.rowVersion,
});

/** What an admin edits of a question, as the audit log records it. */
export interface QuestionState {
  label: string;
  type: QuestionType;
  options: readonly string[];
  required: boolean;
  help_text: string | null;
  archived: boolean;
}

export const questionSnapshot = (question: QuestionState) => ({
  label: question.label,
  type: question.type,
  options: [...question.options],
  required: question.required,
  help_text: question.help_text,
  archived: question.archived,
});
