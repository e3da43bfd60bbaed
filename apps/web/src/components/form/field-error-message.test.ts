import { beforeAll, describe, expect, it } from 'vitest';
import { config, z } from 'zod';
import { fieldMessageErrorMap, LoginRequestSchema, RegisterRequestSchema, ResetPasswordSchema } from '@matchday/domain';
import { fieldErrorDescriptor } from './field-error-message';

const issueOf = (result: { success: boolean; error?: { issues: { message: string; code: string; path: PropertyKey[] }[] } }, field: string) => {
  const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
  if (!issue) throw new Error(`no issue on ${field}`);
  return issue;
};

describe('fieldErrorDescriptor', () => {
  beforeAll(() => config({ customError: fieldMessageErrorMap }));

  it('translates the messages the shared schemas write, by id', () => {
    const register = RegisterRequestSchema.safeParse({ id: '01JAAAAAAAAAAAAAAAAAAAAAAA', email: 'nope', password: 'short', firstName: ' ', lastName: 'Lee' });
    const email = issueOf(register, 'email');
    const password = issueOf(register, 'password');
    const firstName = issueOf(register, 'firstName');
    expect(fieldErrorDescriptor(email.message, email.code)).toEqual({ id: 'validation.invalidEmail' });
    expect(fieldErrorDescriptor(password.message, password.code)).toEqual({ id: 'validation.tooShort', values: { min: 8 } });
    expect(fieldErrorDescriptor(firstName.message, firstName.code)).toEqual({ id: 'validation.required' });

    const reset = ResetPasswordSchema.safeParse({ token: 't', password: 'long enough pass', password_confirmation: 'different pass' });
    const confirmation = issueOf(reset, 'password_confirmation');
    expect(fieldErrorDescriptor(confirmation.message, confirmation.code)).toEqual({ id: 'validation.passwordsDoNotMatch' });

    const login = LoginRequestSchema.safeParse({ email: 'a@b.co', password: '' });
    const empty = issueOf(login, 'password');
    expect(fieldErrorDescriptor(empty.message, empty.code)).toEqual({ id: 'validation.required' });
  });

  it("names zod's own checks with their bounds once the error map is installed", () => {
    const long = z.object({ name: z.string().max(100) }).safeParse({ name: 'x'.repeat(101) });
    const issue = issueOf(long, 'name');
    expect(fieldErrorDescriptor(issue.message, issue.code)).toEqual({ id: 'validation.tooLong', values: { max: 100 } });
  });

  it('lets a field say a shared message its own way', () => {
    expect(fieldErrorDescriptor('@@namesDifferent', 'custom', { namesDifferent: 'locations.areas.duplicate' })).toEqual({ id: 'locations.areas.duplicate' });
  });

  it('leaves server texts as they came, whatever the language', () => {
    expect(fieldErrorDescriptor('This email is already registered', 'server')).toBeNull();
    expect(fieldErrorDescriptor('Required', 'server')).toBeNull();
    expect(fieldErrorDescriptor(undefined, undefined)).toBeNull();
  });
});
