import { describe, expect, it } from 'vitest';
import { LoginRequestSchema, RegisterRequestSchema, ResetPasswordSchema } from '@matchday/domain';
import { fieldErrorDescriptor } from './field-error-message';

const issueOf = (result: { success: boolean; error?: { issues: { message: string; code: string; path: PropertyKey[] }[] } }, field: string) => {
  const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
  if (!issue) throw new Error(`no issue on ${field}`);
  return issue;
};

describe('fieldErrorDescriptor', () => {
  it('translates the messages the shared schemas actually produce', () => {
    const register = RegisterRequestSchema.safeParse({ id: '01JAAAAAAAAAAAAAAAAAAAAAAA', email: 'nope', password: 'short', firstName: ' ', lastName: 'Lee' });
    const email = issueOf(register, 'email');
    const password = issueOf(register, 'password');
    const firstName = issueOf(register, 'firstName');
    expect(fieldErrorDescriptor(email.message, email.code)).toEqual({ id: 'pages.form.invalidEmail' });
    expect(fieldErrorDescriptor(password.message, password.code)).toEqual({ id: 'pages.form.tooShort', values: { min: 8 } });
    expect(fieldErrorDescriptor(firstName.message, firstName.code)).toEqual({ id: 'pages.form.required' });

    const reset = ResetPasswordSchema.safeParse({ token: 't', password: 'long enough pass', password_confirmation: 'different pass' });
    const confirmation = issueOf(reset, 'password_confirmation');
    expect(fieldErrorDescriptor(confirmation.message, confirmation.code)).toEqual({ id: 'pages.form.passwordsDoNotMatch' });

    const login = LoginRequestSchema.safeParse({ email: 'a@b.co', password: '' });
    const empty = issueOf(login, 'password');
    expect(fieldErrorDescriptor(empty.message, empty.code)).toEqual({ id: 'pages.form.required' });
  });

  it('falls back on the zod issue code for default messages', () => {
    expect(fieldErrorDescriptor('Too big: expected string to have <=100 characters', 'too_big')).toEqual({ id: 'pages.form.tooLong' });
  });

  it('leaves server texts as they came', () => {
    expect(fieldErrorDescriptor('This email is already registered', 'server')).toBeNull();
    expect(fieldErrorDescriptor(undefined, undefined)).toBeNull();
  });
});
