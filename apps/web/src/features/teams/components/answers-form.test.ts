import { describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES, type LeagueQuestion } from '@matchday/domain';
import { answerDefaults, answerFields, answerInputs, answersFormSchema, registrationFormSchema } from './answers-form';

const Q_SIZE = '01JAAAAAAAAAAAAAAAAAAAAAA1';
const Q_NOTE = '01JAAAAAAAAAAAAAAAAAAAAAA2';
const PLAYER = '01JAAAAAAAAAAAAAAAAAAAAAP1';

const questions: LeagueQuestion[] = [
  { question_id: Q_SIZE, label: 'Shirt size', type: 'mcq', options: ['S', 'M', 'L'], help_text: null, required: true, position: 0 },
  { question_id: Q_NOTE, label: 'Anything else?', type: 'textarea', options: [], help_text: null, required: false, position: 1 },
];

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('answer values', () => {
  it('start with one blank per question, or the existing answer', () => {
    expect(answerDefaults(questions)).toEqual({ [Q_SIZE]: '', [Q_NOTE]: '' });
    expect(answerDefaults(questions, [{ question_id: Q_NOTE, value: 'Vegetarian' }])).toEqual({ [Q_SIZE]: '', [Q_NOTE]: 'Vegetarian' });
  });

  it('are sent trimmed, in the league order, without the unanswered ones', () => {
    expect(answerInputs(questions, { [Q_NOTE]: '  late on Mondays ', [Q_SIZE]: 'M' })).toEqual([
      { question_id: Q_SIZE, value: 'M' },
      { question_id: Q_NOTE, value: 'late on Mondays' },
    ]);
    expect(answerInputs(questions, { [Q_SIZE]: '  ', [Q_NOTE]: '' })).toEqual([]);
  });

  it('name the fields the API keys its errors by', () => {
    expect(answerFields(questions)).toEqual([`answers.${Q_SIZE}`, `answers.${Q_NOTE}`]);
  });
});

describe('registrationFormSchema', () => {
  const schema = registrationFormSchema(questions);

  it('gives the registration body of a valid form', () => {
    expect(schema.parse({ player_id: PLAYER, answers: { [Q_SIZE]: 'L', [Q_NOTE]: '' } })).toEqual({
      player_id: PLAYER,
      answers: [{ question_id: Q_SIZE, value: 'L' }],
    });
  });

  it('puts validateAnswers errors on their questions and asks for a player', () => {
    expect(issuesOf(schema.safeParse({ player_id: '', answers: { [Q_SIZE]: '', [Q_NOTE]: 'ok' } }))).toEqual([
      ['player_id', 'Required'],
      [`answers.${Q_SIZE}`, ANSWER_MESSAGES.required],
    ]);
    expect(issuesOf(schema.safeParse({ player_id: PLAYER, answers: { [Q_SIZE]: 'XXL' } }))).toEqual([[`answers.${Q_SIZE}`, ANSWER_MESSAGES.notAnOption]]);
  });

  it('takes a league without questions', () => {
    expect(registrationFormSchema([]).parse({ player_id: PLAYER, answers: {} })).toEqual({ player_id: PLAYER, answers: [] });
  });
});

describe('answersFormSchema', () => {
  it('checks and sends the answers alone', () => {
    const schema = answersFormSchema(questions);
    expect(schema.parse({ answers: { [Q_SIZE]: 'S', [Q_NOTE]: ' hi ' } })).toEqual({
      answers: [
        { question_id: Q_SIZE, value: 'S' },
        { question_id: Q_NOTE, value: 'hi' },
      ],
    });
    expect(issuesOf(schema.safeParse({ answers: { [Q_SIZE]: '' } }))).toEqual([[`answers.${Q_SIZE}`, ANSWER_MESSAGES.required]]);
  });
});
