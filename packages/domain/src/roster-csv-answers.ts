import { validateAnswers, type AskedQuestion, type GivenAnswer } from './answers.js';
import { unguardCsvField } from './csv.js';
import { fieldMessage } from './validation-messages.js';

/** A question attached to the league: the roster CSV gives it one column, headed by its label. */
export interface RosterQuestion extends AskedQuestion {
  label: string;
}

/** A header cell as columns are matched: without the export's formula guard, case and surrounding spaces. */
export const headerKey = (name: string): string => unguardCsvField(name).trim().toLowerCase();

/**
 * Where each question's column is in the file: the first header cell with its label (case and
 * surrounding spaces aside) that no fixed column or earlier question took. Questions without one are left out.
 */
export function locateQuestionColumns(header: readonly string[], taken: ReadonlySet<number>, questions: readonly RosterQuestion[]): Map<string, number> {
  const claimed = new Set(taken);
  const located = new Map<string, number>();
  for (const question of questions) {
    const index = header.findIndex((name, position) => !claimed.has(position) && headerKey(name) === headerKey(question.label));
    if (index < 0) continue;
    claimed.add(index);
    located.set(question.question_id, index);
  }
  return located;
}

/** A required question needs its column: keyed `file.answers.<question_id>`. */
export function missingQuestionColumns(questions: readonly RosterQuestion[], located: ReadonlyMap<string, number>): Record<string, string[]> {
  return Object.fromEntries(
    questions
      .filter((question) => question.required && !located.has(question.question_id))
      .map((question) => [`file.answers.${question.question_id}`, [fieldMessage('missingQuestionColumn', { label: question.label })]]),
  );
}

// A spreadsheet user types "m" for the option "M": the option's own spelling is kept.
function asOption(question: RosterQuestion, value: string): string {
  if (question.type !== 'mcq') return value;
  return question.options.find((option) => option.toLowerCase() === value.toLowerCase()) ?? value;
}

/**
 * A row's answers from the question columns, checked by the league's rules (validateAnswers): the
 * answers to store, or problems keyed `rows.<line>.answers.<question_id>`.
 */
export function readRowAnswers(
  cells: readonly string[],
  line: number,
  questions: readonly RosterQuestion[],
  located: ReadonlyMap<string, number>,
): { answers: GivenAnswer[]; errors: Record<string, string[]> } {
  const given = questions.flatMap((question) => {
    const index = located.get(question.question_id);
    return index === undefined ? [] : [{ question_id: question.question_id, value: asOption(question, unguardCsvField(cells[index] ?? '').trim()) }];
  });
  const checked = validateAnswers(questions, given);
  const errors = Object.fromEntries(Object.entries(checked.errors).map(([key, messages]) => [`rows.${line}.${key}`, messages]));
  return { answers: checked.answers, errors };
}
