import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ChangePasswordSchema, LoginRequestSchema, RegisterRequestSchema, ResetPasswordSchema, UpdateProfileSchema } from './auth.js';

const ID = '01JD3QF8Z6W3N5V2Y7K8M9P0RS';
const register = { id: ID, email: 'sam@example.com', password: 'correct horse', firstName: 'Sam', lastName: 'Rivera' };

/** The field errors of a failed parse, keyed by path, so a test names exactly which field failed. */
const fieldErrors = (result: z.ZodSafeParseResult<unknown>): Record<string, string[]> => {
  if (result.success) return {};
  return result.error.issues.reduce<Record<string, string[]>>((acc, issue) => {
    const key = issue.path.join('.') || '(root)';
    return { ...acc, [key]: [...(acc[key] ?? []), issue.message] };
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

  it('requires a 26-character ULID id', () => {
    expect(fieldErrors(RegisterRequestSchema.safeParse({ ...register, id: '123456' }))).toEqual({ id: ['Must be a 26-character ULID'] });
    expect(RegisterRequestSchema.safeParse({ ...register, id: ID.toLowerCase() }).success).toBe(false);
  });

  it('takes passwords of 8 to 128 characters', () => {
    expect(RegisterRequestSchema.safeParse({ ...register, password: 'a'.repeat(8) }).success).toBe(true);
    expect(RegisterRequestSchema.safeParse({ ...register, password: 'a'.repeat(128) }).success).toBe(true);
    expect(fieldErrors(RegisterRequestSchema.safeParse({ ...register, password: 'a'.repeat(7) }))).toEqual({ password: ['Must be at least 8 characters'] });
    expect(fieldErrors(RegisterRequestSchema.safeParse({ ...register, password: 'a'.repeat(129) }))).toEqual({ password: ['Must be at most 128 characters'] });
  });

  it('requires first and last names that are not blank', () => {
    expect(fieldErrors(RegisterRequestSchema.safeParse({ ...register, firstName: '   ', lastName: '' }))).toEqual({ firstName: ['Required'], lastName: ['Required'] });
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
