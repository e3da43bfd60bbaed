import { validateAnswers, type AnswerInput, type LeagueQuestion } from '@matchday/domain';
import { z } from 'zod';

/** The answers of a form: question id → what was typed or chosen ('' when unanswered). */
export type AnswerValues = Record<string, string>;

type Asked = Pick<LeagueQuestion, 'question_id' | 'type' | 'options' | 'required'>;

/** One value per league question, prefilled from existing answers. */
export function answerDefaults(questions: readonly Asked[], answers: readonly { question_id: string; value: string }[] = []): AnswerValues {
  const given = new Map(answers.map((answer) => [answer.question_id, answer.value]));
  return Object.fromEntries(questions.map((question) => [question.question_id, given.get(question.question_id) ?? '']));
}

/** The answers the API takes: in the league's order, trimmed, unanswered questions left out. */
export function answerInputs(questions: readonly Asked[], values: Readonly<Partial<AnswerValues>>): AnswerInput[] {
  return questions
    .map((question) => ({ question_id: question.question_id, value: (values[question.question_id] ?? '').trim() }))
    .filter((answer) => answer.value !== '');
}

/** The form field of a question's answer, which is also the API's error key for it (`answers.<id>`). */
export const answerField = (questionId: string) => `answers.${questionId}` as const;

/** Every answer field of the league's questions, for placing server errors on them. */
export const answerFields = (questions: readonly Asked[]) => questions.map((question) => answerField(question.question_id));

const AnswerValuesSchema = z.record(z.string(), z.string());

/** Checks the answers with the domain's validateAnswers (the API's own rules) and puts each error on its question. */
function refineAnswers(questions: readonly Asked[]) {
  return (values: { answers: AnswerValues }, ctx: z.RefinementCtx) => {
    const { errors } = validateAnswers(questions, answerInputs(questions, values.answers));
    for (const [key, messages] of Object.entries(errors)) {
      ctx.addIssue({ code: 'custom', path: key.split('.'), message: messages[0] ?? '' });
    }
  };
}

/** Editing the answers of an existing registration. */
export const answersFormSchema = (questions: readonly Asked[]) =>
  z
    .object({ answers: AnswerValuesSchema })
    .superRefine(refineAnswers(questions))
    .transform((values) => ({ answers: answerInputs(questions, values.answers) }));
export type AnswersFormInput = { answers: AnswerValues };

/** Registering a club player in the league: who, and their answers to the league's questions. */
export const registrationFormSchema = (questions: readonly Asked[]) =>
  z
    .object({ player_id: z.string().min(1, { message: 'Required' }), answers: AnswerValuesSchema })
    .superRefine(refineAnswers(questions))
    .transform((values) => ({ player_id: values.player_id, answers: answerInputs(questions, values.answers) }));
export type RegistrationFormInput = { player_id: string; answers: AnswerValues };
export type RegistrationFormValues = z.output<ReturnType<typeof registrationFormSchema>>;
