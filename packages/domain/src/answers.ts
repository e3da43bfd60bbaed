import type { QuestionType } from './labels.js';
import { ANSWER_MAX_LENGTH } from './schemas/questions.js';
import { fieldMessage } from './validation-messages.js';

export interface AskedQuestion {
  question_id: string;
  type: QuestionType;
  options: readonly string[];
  required: boolean;
}

export interface GivenAnswer {
  question_id: string;
  value: string;
}

/** What validateAnswers says about one answer, as message tokens: the API sends their English text, the web translates them by id. */
export const ANSWER_MESSAGES = {
  required: fieldMessage('required'),
  notAnOption: fieldMessage('notAnOption'),
  notAsked: fieldMessage('notAsked'),
  answeredTwice: fieldMessage('answeredTwice'),
  tooLong: (max: number) => fieldMessage('atMostCharacters', { max }),
} as const;

/**
 * The rule that a registration answers every question its league requires: the required questions
 * among these that the answers leave out or blank, in the league's order. Every path that creates a
 * registration (registering a player, a new team's roster, a roster import, a duplicated league) keeps it.
 */
export function missingRequiredAnswers<Q extends Pick<AskedQuestion, 'question_id' | 'required'>>(
  questions: readonly Q[],
  answers: readonly GivenAnswer[],
): Q[] {
  const answered = new Set(answers.filter((answer) => answer.value.trim() !== '').map((answer) => answer.question_id));
  return questions.filter((question) => question.required && !answered.has(question.question_id));
}

/**
 * The sentence naming the required questions left unanswered, by whom when several registrants are
 * at stake: “Answer the required question “T-shirt size””, “Ann Lee has not answered “T-shirt size””.
 */
export function requiredAnswersMessage(labels: readonly string[], who?: string): string {
  const quoted = labels.map((label) => `“${label}”`);
  const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : (quoted[0] ?? '');
  return who ? `${who} has not answered ${list}` : `Answer the required question${labels.length > 1 ? 's' : ''} ${list}`;
}

/**
 * Checks a registration's answers against the league's questions. Returns field errors keyed
 * `answers.<question_id>`, or an empty object when all is well. Blank answers are dropped from the
 * returned list; an answer to a question the league does not ask is an error.
 */
export function validateAnswers(
  questions: readonly AskedQuestion[],
  answers: readonly GivenAnswer[],
): { errors: Record<string, string[]>; answers: GivenAnswer[] } {
  const errors: Record<string, string[]> = {};
  const byId = new Map(questions.map((question) => [question.question_id, question]));
  const given = new Map<string, string>();
  for (const answer of answers) {
    const key = `answers.${answer.question_id}`;
    if (!byId.has(answer.question_id)) errors[key] = [ANSWER_MESSAGES.notAsked];
    else if (given.has(answer.question_id)) errors[key] = [ANSWER_MESSAGES.answeredTwice];
    else given.set(answer.question_id, answer.value.trim());
  }
  for (const question of missingRequiredAnswers(questions, answers)) errors[`answers.${question.question_id}`] ??= [ANSWER_MESSAGES.required];
  const kept: GivenAnswer[] = [];
  for (const question of questions) {
    const key = `answers.${question.question_id}`;
    const value = given.get(question.question_id) ?? '';
    if (value === '') continue;
    if (value.length > ANSWER_MAX_LENGTH[question.type]) errors[key] = [ANSWER_MESSAGES.tooLong(ANSWER_MAX_LENGTH[question.type])];
    else if (question.type === 'mcq' && !question.options.includes(value)) errors[key] = [ANSWER_MESSAGES.notAnOption];
    else kept.push({ question_id: question.question_id, value });
  }
  return { errors, answers: kept };
}
