import type { Question } from '@matchday/domain';
import { describe, expect, it } from 'vitest';
import {
  QuestionFormSchema,
  newQuestionValues,
  optionsForType,
  questionErrorFields,
  questionFormValues,
  questionRequest,
  type QuestionFormValues,
} from './question-form';
import { englishMessage, messageOfIssue, type IssueLike } from '@matchday/domain';

// The English text of an issue (the schemas write message ids).
const englishOf = (issue: IssueLike) => englishMessage(messageOfIssue(issue));

const mcq = (values: string[]): QuestionFormValues => ({
  ...newQuestionValues(),
  label: 'Shirt size',
  type: 'mcq',
  options: values.map((value, index) => ({ key: `k${index}`, value })),
});

const issuesOf = (values: QuestionFormValues) =>
  QuestionFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), englishOf(issue)]) ?? [];

describe('question form', () => {
  it('sends the options of a multiple choice question, trimmed, and a blank help text as null', () => {
    expect(questionRequest({ ...mcq([' S ', 'M', 'L']), required: true })).toEqual({
      label: 'Shirt size',
      type: 'mcq',
      options: ['S', 'M', 'L'],
      required: true,
      help_text: null,
    });
  });

  it('drops options kept from multiple choice when another type is chosen', () => {
    expect(questionRequest({ ...mcq(['S', 'M']), type: 'textarea', help_text: 'Anything we should know' })).toEqual({
      label: 'Shirt size',
      type: 'textarea',
      options: [],
      required: false,
      help_text: 'Anything we should know',
    });
  });

  it('asks multiple choice for two options at least, distinct, none blank', () => {
    expect(issuesOf(mcq(['Only one']))).toEqual([['options', 'Give at least 2 options']]);
    expect(issuesOf(mcq(['Yes', 'yes ']))).toEqual([['options.1', 'Options must be different']]);
    expect(issuesOf(mcq(['Yes', '  ']))).toEqual([['options.1', 'Required']]);
    expect(issuesOf({ ...newQuestionValues(), label: ' ' })).toEqual([['label', 'Required']]);
  });

  it('fills a saved question in, keyed options and a blank help text', () => {
    const question: Question = {
      row_version: 1,
      id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
      label: 'Shirt size',
      type: 'mcq',
      options: ['S', 'M'],
      required: true,
      help_text: null,
      archived: false,
      leagues_count: 2,
      answers_count: 10,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(questionFormValues(question)).toEqual({
      label: 'Shirt size',
      type: 'mcq',
      options: [
        { key: 'saved-0', value: 'S' },
        { key: 'saved-1', value: 'M' },
      ],
      required: true,
      help_text: '',
    });
  });

  it('starts multiple choice with two blank options and leaves other types alone', () => {
    let keys = 0;
    const newKey = () => `new-${(keys += 1)}`;
    expect(optionsForType('mcq', [], newKey)).toEqual([
      { key: 'new-1', value: '' },
      { key: 'new-2', value: '' },
    ]);
    const three = [
      { key: 'a', value: 'A' },
      { key: 'b', value: 'B' },
      { key: 'c', value: 'C' },
    ];
    expect(optionsForType('mcq', three, newKey)).toEqual(three);
    expect(optionsForType('text', three, newKey)).toEqual(three);
  });

  it('lists every option among the fields server errors may name', () => {
    expect(questionErrorFields(2)).toEqual(['label', 'type', 'options', 'required', 'help_text', 'options.0', 'options.1']);
  });
});
