import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, isErrorBody } from './errors.js';
import { FieldMessageSchema, isFieldMessage } from './validation-messages.js';

describe('isErrorBody', () => {
  it('recognises the one error body, with or without field errors', () => {
    expect(isErrorBody({ message: 'Invalid email or password', code: 'invalid_credentials' })).toBe(true);
    expect(isErrorBody({ message: 'Invalid input', code: 'validation_error', errors: { email: ['Must be a valid email address'] } })).toBe(true);
  });

  it('refuses unknown codes, missing messages and other values', () => {
    expect(isErrorBody({ message: 'Nope', code: 'teapot' })).toBe(false);
    expect(isErrorBody({ code: 'not_found' })).toBe(false);
    expect(isErrorBody({ message: 'x', code: 'conflict', errors: { email: 'taken' } })).toBe(false);
    expect(isErrorBody('Wrong Services')).toBe(false);
    expect(isErrorBody(null)).toBe(false);
  });
});

// Bodies of every shape the schema refuses or takes: the hand-written checks must agree with it on each.
const FIELD_MESSAGES: unknown[] = [
  { id: 'required' },
  { id: 'tooShort', values: { min: 8 } },
  { id: 'tooShort', values: { min: '8' } },
  { id: 'tooShort', values: { min: true } },
  { id: 'tooShort', values: { min: Number.NaN } },
  { id: 'tooShort', values: { min: Number.POSITIVE_INFINITY } },
  { id: 'tooShort', values: null },
  { id: 'tooShort', values: [8] },
  { id: 'required', extra: 1 },
  { id: 'noSuchMessage' },
  { id: 'toString' },
  { id: 7 },
  {},
  null,
  'required',
  ['required'],
];
const BODIES: unknown[] = [
  { message: 'Invalid email or password', code: 'invalid_credentials' },
  { message: 'x', code: 'validation_error', errors: {}, messages: {} },
  { message: 'x', code: 'validation_error', errors: { email: [] } },
  { message: 'x', code: 'validation_error', errors: { email: ['a', 'b'] } },
  { message: 'x', code: 'validation_error', errors: { email: ['a', 1] } },
  { message: 'x', code: 'validation_error', errors: { email: 'a' } },
  { message: 'x', code: 'validation_error', errors: [['a']] },
  { message: 'x', code: 'validation_error', errors: null },
  ...FIELD_MESSAGES.map((message) => ({ message: 'x', code: 'validation_error', errors: { email: ['a'] }, messages: { email: [message] } })),
  { message: 'x', code: 'validation_error', messages: { email: 'required' } },
  { message: 'x', code: 'validation_error', messages: [[null]] },
  { message: 'x', code: 'not_found', extra: true },
  { message: 1, code: 'not_found' },
  { message: 'x', code: 'teapot' },
  { message: 'x', code: 'toString' },
  { message: 'x' },
  [],
  'Wrong Services',
  42,
  null,
  undefined,
];

describe('the hand-written checks', () => {
  it.each(BODIES.map((body) => [JSON.stringify(body) ?? String(body), body]))('isErrorBody agrees with ErrorBodySchema on %s', (_, body) => {
    expect(isErrorBody(body)).toBe(ErrorBodySchema.safeParse(body).success);
  });

  it.each(FIELD_MESSAGES.map((message) => [JSON.stringify(message), message]))('isFieldMessage agrees with FieldMessageSchema on %s', (_, message) => {
    expect(isFieldMessage(message)).toBe(FieldMessageSchema.safeParse(message).success);
  });
});
