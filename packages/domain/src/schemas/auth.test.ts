import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ChangePasswordSchema, LoginRequestSchema, newRegistrationKey, RegisterRequestSchema, ResetPasswordSchema, UpdateProfileSchema } from './auth.js';
import { englishMessage, messageOfIssue, type IssueLike } from '../validation-messages.js';

// The English text the API sends for an issue (schemas write message ids, not English).
const englishOf = (issue: IssueLike) => englishMessage(messageOfIssue(issue));

const ID = '01JD3QF8Z6W3N5V2Y7K8M9P0RS';
const register = { id: ID, email: 'sam@example.com', password: 'correct horse', firstName: 'Sam', lastName: 'Rivera' };

/** The field errors of a failed parse, keyed by path, so a test names exactly which field failed. */
const fieldErrors = (result: z.ZodSafeParseResult<unknown>): Record<string, string[]> => {
  if (result.success) return {};
  return result.error.issues.reduce<Record<string, string[]>>((acc, issue) => {
    const key = issue.path.join('.') || '(root)';
    return { ...acc, [key]: [...(acc[key] ?? []), englishOf(issue)] };
  }, {});
};

describe('LoginRequestSchema', () => {
  it('normalises the email to lower case without spaces', () => {
    expect(LoginRequestSchema.parse({ email: '  Admin@Example.COM ', password: 'x' })).toEqual({ email: 'admin@example.com', password: 'x' });
  });

  it('refuses unknown fields, an invalid email and an empty password', () => {
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co', password: 'x', remember: true }).success).toBe(false);
    expect(Object.keys(fieldErrors(LoginRequestSchema.safeParse({ email: 'not-an-email', password: '' })))).toEqual(['email', 'password']);
  });
});

describe('RegisterRequestSchema', () => {
  it('accepts the spec payload and lower-cases the email', () => {
    expect(RegisterRequestSchema.parse({ ...register, email: 'Sam@Example.com' })).toEqual(register);
  });

  it('refuses unknown fields', () => {
    const result = RegisterRequestSchema.safeParse({ ...register, role: 'league_admin' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it("takes the spec's PIN-like id: 4 to 64 letters, digits or dashes (a ULID is one too)", () => {
    for (const id of ['123456', '0000', '4821-9377-1093-5521', ID, ID.toLowerCase(), 'a'.repeat(64), 'PIN-1']) {
      expect(RegisterRequestSchema.safeParse({ ...register, id }).data?.id, id).toBe(id);
    }
    const refused = { id: ['Must be 4 to 64 letters, digits or dashes'] };
    for (const id of ['123', '', 'a'.repeat(65), '12 34', '1234_5', '12345\n', 'père', '1234/..', '١٢٣٤']) {
      expect(fieldErrors(RegisterRequestSchema.safeParse({ ...register, id })), JSON.stringify(id)).toEqual(refused);
    }
    expect(fieldErrors(RegisterRequestSchema.safeParse({ ...register, id: 123456 }))).toHaveProperty('id');
    expect(fieldErrors(RegisterRequestSchema.safeParse({ ...register, id: '1234\u0000' }))).toEqual({ id: ['Must not contain a NUL character'] });
  });

  it('takes passwords of 8 to 128 characters', () => {
    expect(RegisterRequestSchema.safeParse({ ...register, password: 'a'.repeat(8) }).success).toBe(true);
    expect(RegisterRequestSchema.safeParse({ ...register, password: 'a'.repeat(128) }).success).toBe(true);
    expect(fieldErrors(RegisterRequestSchema.safeParse({ ...register, password: 'a'.repeat(7) }))).toEqual({ password: ['Must be at least 8 characters'] });
    expect(fieldErrors(RegisterRequestSchema.safeParse({ ...register, password: 'a'.repeat(129) }))).toEqual({ password: ['Must be at most 128 characters'] });
  });

  it('requires first and last names that are not blank', () => {
    expect(fieldErrors(RegisterRequestSchema.safeParse({ ...register, firstName: '   ', lastName: '' }))).toEqual({
      firstName: ['Required'],
      lastName: ['Required'],
    });
  });
});

describe('newRegistrationKey', () => {
  it('makes a PIN-like id the register schema takes: 16 random digits in groups of four', () => {
    const keys = Array.from({ length: 50 }, () => newRegistrationKey());
    for (const key of keys) {
      expect(key).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
      expect(RegisterRequestSchema.safeParse({ ...register, id: key }).success).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('ResetPasswordSchema', () => {
  const reset = { token: 'abc', password: 'new password', password_confirmation: 'new password' };

  it('accepts a matching confirmation', () => {
    expect(ResetPasswordSchema.parse(reset)).toEqual(reset);
  });

  it('puts a mismatch on password_confirmation', () => {
    expect(fieldErrors(ResetPasswordSchema.safeParse({ ...reset, password_confirmation: 'other password' }))).toEqual({
      password_confirmation: ['Passwords do not match'],
    });
  });

  it('refuses unknown fields, a missing token and a short password', () => {
    expect(ResetPasswordSchema.safeParse({ ...reset, email: 'a@b.co' }).success).toBe(false);
    expect(Object.keys(fieldErrors(ResetPasswordSchema.safeParse({ ...reset, token: '' })))).toEqual(['token']);
    expect(fieldErrors(ResetPasswordSchema.safeParse({ ...reset, password: 'short', password_confirmation: 'short' }))).toEqual({
      password: ['Must be at least 8 characters'],
    });
  });
});

describe('ChangePasswordSchema and UpdateProfileSchema', () => {
  it('puts a password mismatch on password_confirmation', () => {
    const change = { current_password: 'old password', password: 'new password', password_confirmation: 'new passw0rd' };
    expect(fieldErrors(ChangePasswordSchema.safeParse(change))).toEqual({ password_confirmation: ['Passwords do not match'] });
  });

  it('normalises the profile email and refuses unknown fields', () => {
    expect(UpdateProfileSchema.parse({ first_name: ' Sam ', last_name: 'Rivera', email: 'SAM@example.com' })).toEqual({
      first_name: 'Sam',
      last_name: 'Rivera',
      email: 'sam@example.com',
    });
    expect(UpdateProfileSchema.safeParse({ first_name: 'Sam', last_name: 'Rivera', email: 'sam@example.com', roles: [] }).success).toBe(false);
  });
});
