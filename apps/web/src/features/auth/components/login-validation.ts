import type { LoginRequest } from '@matchday/domain';
import type { FieldError } from 'react-hook-form';

export type LoginField = 'email' | 'password';
export type LoginValues = Record<LoginField, string>;
export type LoginErrors = Partial<Record<LoginField, FieldError>>;

/**
 * Checks the sign-in form against the shared LoginRequestSchema, which loads (with zod) the first time the
 * form is checked, not with the page. Reports what react-hook-form's zod resolver would: each field's first
 * issue, its code as the type; or the request to send, as the schema shapes it (the email trimmed, in lower case).
 */
export async function validateLogin(values: LoginValues): Promise<{ request: LoginRequest } | { errors: LoginErrors }> {
  const { LoginRequestSchema } = await import('../../../lib/auth/contracts');
  const result = LoginRequestSchema.safeParse(values);
  if (result.success) return { request: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { errors };
}
