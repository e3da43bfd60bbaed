import { describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES, missingRequiredAnswers, requiredAnswersMessage, validateAnswers } from './answers.js';

const size = { question_id: 'Q1', type: 'mcq' as const, options: ['S', 'M', 'L'], required: true };
const note = { question_id: 'Q2', type: 'textarea' as const, options: [], required: false };
const contact = { question_id: 'Q3', type: 'text' as const, options: [], required: true };

describe('validateAnswers', () => {
  it('accepts valid answers and drops blank optional ones', () => {
    const result = validateAnswers(
      [size, note, contact],
      [
        { question_id: 'Q1', value: 'M' },
        { question_id: 'Q2', value: '   ' },
        { question_id: 'Q3', value: ' Jo 555 ' },
      ],
    );
    expect(result.errors).toEqual({});
    expect(result.answers).toEqual([
      { question_id: 'Q1', value: 'M' },
      { question_id: 'Q3', value: 'Jo 555' },
    ]);
  });

  it('requires required questions', () => {
    expect(validateAnswers([size, contact], [{ question_id: 'Q1', value: 'S' }]).errors).toEqual({ 'answers.Q3': [ANSWER_MESSAGES.required] });
  });

  it('accepts only the options of a multiple choice question, exactly', () => {
    expect(validateAnswers([size], [{ question_id: 'Q1', value: 'XL' }]).errors).toEqual({ 'answers.Q1': [ANSWER_MESSAGES.notAnOption] });
    expect(validateAnswers([size], [{ question_id: 'Q1', value: 'm' }]).errors['answers.Q1']).toBeDefined();
  });

  it('limits lengths by type', () => {
    expect(validateAnswers([contact], [{ question_id: 'Q3', value: 'x'.repeat(201) }]).errors['answers.Q3']).toEqual([ANSWER_MESSAGES.tooLong(200)]);
    expect(validateAnswers([note], [{ question_id: 'Q2', value: 'x'.repeat(2000) }]).errors).toEqual({});
  });

  it('refuses answers to questions the league does not ask, and double answers', () => {
    expect(validateAnswers([note], [{ question_id: 'QX', value: 'a' }]).errors).toEqual({ 'answers.QX': [ANSWER_MESSAGES.notAsked] });
    expect(
      validateAnswers(
        [note],
        [
          { question_id: 'Q2', value: 'a' },
          { question_id: 'Q2', value: 'b' },
        ],
      ).errors,
    ).toEqual({ 'answers.Q2': [ANSWER_MESSAGES.answeredTwice] });
  });
});

describe('missingRequiredAnswers', () => {
  it('names the required questions left out or blank, in the league’s order, and nothing else', () => {
    expect(missingRequiredAnswers([size, note, contact], [])).toEqual([size, contact]);
    expect(
      missingRequiredAnswers(
        [size, note, contact],
        [
          { question_id: 'Q3', value: '  ' },
          { question_id: 'Q1', value: 'M' },
        ],
      ),
    ).toEqual([contact]);
    expect(
      missingRequiredAnswers(
        [size, note, contact],
        [
          { question_id: 'Q1', value: 'XL' },
          { question_id: 'Q3', value: 'Jo' },
        ],
      ),
    ).toEqual([]);
    expect(missingRequiredAnswers([note], [])).toEqual([]);
  });

  it('is the rule validateAnswers reports as Required', () => {
    expect(validateAnswers([size, note, contact], [{ question_id: 'Q2', value: 'hi' }]).errors).toEqual({
      'answers.Q1': [ANSWER_MESSAGES.required],
      'answers.Q3': [ANSWER_MESSAGES.required],
    });
  });

  it('says which questions need an answer', () => {
    expect(requiredAnswersMessage(['T-shirt size'])).toBe('Answer the required question “T-shirt size”');
    expect(requiredAnswersMessage(['T-shirt size', 'Position', 'Emergency contact'])).toBe(
      'Answer the required questions “T-shirt size”, “Position” and “Emergency contact”',
    );
    expect(requiredAnswersMessage(['T-shirt size', 'Position'], 'Ann Lee')).toBe('Ann Lee has not answered “T-shirt size” and “Position”');
  });
});
