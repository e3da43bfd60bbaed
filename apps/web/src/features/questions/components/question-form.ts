import { QuestionInputSchema, QuestionTypeSchema, type Question, type QuestionInput, type QuestionInputParsed, type QuestionType } from '@matchday/domain';
import { z } from 'zod';
import { forwardIssues } from '../../../components/form/forward-issues';

const QuestionFormShape = z.object({
  label: z.string(),
  type: QuestionTypeSchema,
  /** Each option with a key for its row; kept while another type is chosen, so switching back loses nothing. */
  options: z.array(z.object({ key: z.string(), value: z.string() })),
  required: z.boolean(),
  help_text: z.string(),
});

export type QuestionFormValues = z.infer<typeof QuestionFormShape>;
export type OptionDraft = QuestionFormValues['options'][number];

/** The API body of the form: options only for multiple choice. */
export const toQuestionInput = ({ options, ...fields }: QuestionFormValues): QuestionInput => ({
  ...fields,
  options: fields.type === 'mcq' ? options.map((option) => option.value) : [],
});

/** The form's rules are the API's QuestionInputSchema (two distinct options at least, …) on the body it will send. */
export const QuestionFormSchema = QuestionFormShape.superRefine((values, ctx) => forwardIssues(QuestionInputSchema, toQuestionInput(values), ctx));

/** What is sent: the body as the API reads it (trimmed, a blank help text as null). */
export const questionRequest = (values: QuestionFormValues): QuestionInputParsed => QuestionInputSchema.parse(toQuestionInput(values));

export const newQuestionValues = (): QuestionFormValues => ({ label: '', type: 'text', options: [], required: false, help_text: '' });

export const questionFormValues = (question: Question): QuestionFormValues => ({
  label: question.label,
  type: question.type,
  options: question.options.map((value, index) => ({ key: `saved-${index}`, value })),
  required: question.required,
  help_text: question.help_text ?? '',
});

/**
 * The options once the type changes: multiple choice needs two options to start from, so blank rows are
 * added up to two (`newKey` names them); other types keep the list untouched for a switch back.
 */
export function optionsForType(type: QuestionType, options: readonly OptionDraft[], newKey: () => string): OptionDraft[] {
  if (type !== 'mcq') return [...options];
  const missing = Math.max(0, 2 - options.length);
  return [...options, ...Array.from({ length: missing }, () => ({ key: newKey(), value: '' }))];
}

/** The fields server errors may name, options by their place in the list. */
export const questionErrorFields = (optionCount: number) =>
  ['label', 'type', 'options', 'required', 'help_text', ...Array.from({ length: optionCount }, (_, index) => `options.${index}` as const)] as const;
