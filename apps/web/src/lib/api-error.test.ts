import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';

describe('ApiError field errors', () => {
  it('writes each message the server named by id as its token, so every language can say it', () => {
    const failure = new ApiError(400, {
      message: 'Some fields are not valid',
      code: 'validation_error',
      errors: { name: ['Required'], password: ['Must be at least 8 characters'], email: ['This email is already in use'] },
      messages: { name: [{ id: 'required' }], password: [{ id: 'tooShort', values: { min: 8 } }], email: [null] },
    });
    expect(failure.errors).toEqual({ name: ['@@required'], password: ['@@tooShort{"min":8}'], email: ['This email is already in use'] });
  });

  it('keeps the texts as sent when the server names no ids, and a field called __proto__ as a plain key', () => {
    const failure = new ApiError(409, {
      message: 'Taken',
      code: 'conflict',
      errors: JSON.parse('{"__proto__":["Odd"],"slug":["Taken"]}') as Record<string, string[]>,
    });
    expect(Object.hasOwn(failure.errors ?? {}, '__proto__')).toBe(true);
    expect(failure.errors?.slug).toEqual(['Taken']);
  });
});
