import type { QuestionType } from './labels.js';
import { ANSWER_MAX_LENGTH } from './schemas/questions.js';

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
    if (!byId.has(answer.question_id)) errors[key] = ['This league does not ask this question'];
    else if (given.has(answer.question_id)) errors[key] = ['Answered twice'];
    else given.set(answer.question_id, answer.value.trim());
  }
  const kept: GivenAnswer[] = [];
  for (const question of questions) {
    const key = `answers.${question.question_id}`;
    const value = given.get(question.question_id) ?? '';
    if (value === '') {
      if (question.required) errors[key] = ['Required'];
      continue;
    }
    if (value.length > ANSWER_MAX_LENGTH[question.type]) errors[key] = [`At most ${ANSWER_MAX_LENGTH[question.type]} characters`];
    else if (question.type === 'mcq' && !question.options.includes(value)) errors[key] = ['Choose one of the options'];
    else kept.push({ question_id: question.question_id, value });
  }
  return { errors, answers: kept };
}
