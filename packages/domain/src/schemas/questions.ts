import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { QUESTION_TYPE_LABELS, type QuestionType } from '../labels.js';
import { ArchivedFilterSchema, ListQuerySchema, optionalText, pageOf, PathIdSchema, requiredText, rowVersionField, RowVersionSchema, text } from './common.js';
import { fieldMessage } from '../validation-messages.js';

export const QUESTION_TYPES = Object.keys(QUESTION_TYPE_LABELS) as [QuestionType, ...QuestionType[]];
export const QuestionTypeSchema = z.enum(QUESTION_TYPES);

/** Limits of an answer by question type. */
export const ANSWER_MAX_LENGTH: Record<QuestionType, number> = { mcq: 200, text: 200, textarea: 2000 };
export const MIN_MCQ_OPTIONS = 2;
export const MAX_MCQ_OPTIONS = 30;

export const QuestionSchema = z
  .object({
    id: IdSchema,
    label: z.string(),
    type: QuestionTypeSchema,
    options: z.array(z.string()),
    required: z.boolean(),
    help_text: z.string().nullable(),
    archived: z.boolean(),
    leagues_count: z.number().int(),
    answers_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    row_version: RowVersionSchema,
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof QuestionSchema>;

/** POST /api/{slug}/questions and PUT /api/{slug}/questions/{id}. Multiple choice needs two distinct options at least; others have none. */
export const QuestionInputSchema = z
  .strictObject({
    label: requiredText(200),
    type: QuestionTypeSchema,
    options: z
      .array(
        text()
          .trim()
          .min(1, { message: fieldMessage('required') })
          .max(100),
      )
      .max(MAX_MCQ_OPTIONS)
      .default([]),
    required: z.boolean().default(false),
    help_text: optionalText(500).default(null),
  })
  .superRefine((question, ctx) => {
    if (question.type !== 'mcq') {
      if (question.options.length > 0) ctx.addIssue({ code: 'custom', path: ['options'], message: fieldMessage('optionsOnlyForChoice') });
      return;
    }
    if (question.options.length < MIN_MCQ_OPTIONS) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: fieldMessage('atLeastOptions', { min: MIN_MCQ_OPTIONS }) });
    }
    const seen = new Set<string>();
    question.options.forEach((option, index) => {
      const key = option.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['options', index], message: fieldMessage('optionsDifferent') });
      seen.add(key);
    });
  })
  .meta({ id: 'QuestionBody' });
export type QuestionInput = z.input<typeof QuestionInputSchema>;
export type QuestionInputParsed = z.output<typeof QuestionInputSchema>;
/** PUT /api/{slug}/questions/{id}: the form's fields and the row_version it was opened on. */
export const QuestionUpdateSchema = QuestionInputSchema.safeExtend(rowVersionField).meta({ id: 'QuestionUpdateBody' });
export type QuestionUpdate = z.input<typeof QuestionUpdateSchema>;
export type QuestionUpdateParsed = z.output<typeof QuestionUpdateSchema>;

export const QUESTION_SORTS = ['label', 'type', 'created_at'] as const;
export const QuestionListQuerySchema = ListQuerySchema.extend({
  sort: z.enum(QUESTION_SORTS).default('label'),
  type: QuestionTypeSchema.optional(),
  archived: ArchivedFilterSchema,
});
export type QuestionListQuery = z.infer<typeof QuestionListQuerySchema>;
export const QuestionPageSchema = pageOf(QuestionSchema).meta({ id: 'QuestionPage' });

export const QuestionParamsSchema = z.object({ slug: text().max(64), questionId: PathIdSchema });

/** A question as attached to a league: its place in the form and whether this league requires it. */
export const LeagueQuestionSchema = z
  .object({
    question_id: IdSchema,
    label: z.string(),
    type: QuestionTypeSchema,
    options: z.array(z.string()),
    help_text: z.string().nullable(),
    required: z.boolean(),
    position: z.number().int(),
  })
  .meta({ id: 'LeagueQuestion' });
export type LeagueQuestion = z.infer<typeof LeagueQuestionSchema>;

/** One answer of a registration. */
export const AnswerInputSchema = z.strictObject({ question_id: IdSchema, value: text().max(2000) });
export type AnswerInput = z.infer<typeof AnswerInputSchema>;

export const AnswerSchema = z.object({ question_id: IdSchema, label: z.string(), type: QuestionTypeSchema, value: z.string() }).meta({ id: 'Answer' });
export type Answer = z.infer<typeof AnswerSchema>;
