import { describe, expect, it } from 'vitest';
import { isErrorBody } from './errors.js';

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
