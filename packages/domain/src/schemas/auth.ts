import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { text } from './common.js';
import { fieldMessage } from '../validation-messages.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const EmailSchema = text()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: fieldMessage('invalidEmail') }));

/** Length rules only (no composition rules); the server also refuses common passwords. */
export const PasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, { message: fieldMessage('tooShort', { min: PASSWORD_MIN_LENGTH }) })
  .max(PASSWORD_MAX_LENGTH, { message: fieldMessage('tooLong', { max: PASSWORD_MAX_LENGTH }) });

const PersonNameSchema = text()
  .trim()
  .min(1, { message: fieldMessage('required') })
  .max(100);

export const RoleSchema = z.object({ role: z.literal('league_admin'), club_slug: z.string() }).meta({ id: 'Role' });
export type Role = z.infer<typeof RoleSchema>;

/** The signed-in user as GET /api/me returns it. */
export const UserSchema = z
  .object({
    id: IdSchema,
    email: z.string(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    roles: z.array(RoleSchema),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

/** The user as login returns it and the browser keeps it under 'user' (spec §3). */
export const LoggedInUserSchema = UserSchema.extend({ accessToken: z.string() }).meta({ id: 'LoggedInUser' });
export type LoggedInUser = z.infer<typeof LoggedInUserSchema>;

export const LoginRequestSchema = z
  .strictObject({
    email: EmailSchema,
    password: text()
      .min(1, { message: fieldMessage('required') })
      .max(PASSWORD_MAX_LENGTH),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const REGISTRATION_KEY_MIN_LENGTH = 4;
export const REGISTRATION_KEY_MAX_LENGTH = 64;
export const REGISTRATION_KEY_MESSAGE = fieldMessage('registrationKey', { min: REGISTRATION_KEY_MIN_LENGTH, max: REGISTRATION_KEY_MAX_LENGTH });

/**
 * Spec §3: the registration's id is "a PIN-like value generated on the client". It is the client's
 * idempotency key for that one sign-up, not the user's id (the server assigns a ULID).
 */
export const RegistrationKeySchema = text()
  .regex(new RegExp(`^[A-Za-z0-9-]{${REGISTRATION_KEY_MIN_LENGTH},${REGISTRATION_KEY_MAX_LENGTH}}$`), REGISTRATION_KEY_MESSAGE)
  .meta({
    description:
      'A PIN-like value generated on the client (4 to 64 letters, digits or dashes): the idempotency key of this sign-up. ' +
      'Sending the same id with the same email again returns the account that request created (201) instead of a second account; ' +
      'the key counts per email, so another email with the same id is a separate sign-up. The user id is assigned by the server.',
    examples: ['4821-9377-1093-5521'],
  });

/** The digits of a new registration key: 16 random digits in groups of four ('4821-9377-1093-5521'), about 53 bits. */
export function newRegistrationKey(): string {
  const digits = Array.from(crypto.getRandomValues(new Uint32Array(16)), (value) => String(value % 10)).join('');
  return digits.match(/\d{4}/g)!.join('-');
}

/** Spec §3 registration payload. */
export const RegisterRequestSchema = z
  .strictObject({
    id: RegistrationKeySchema,
    email: EmailSchema,
    password: PasswordSchema,
    firstName: PersonNameSchema,
    lastName: PersonNameSchema,
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const PasswordResetRequestSchema = z.strictObject({ email: EmailSchema }).meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

const withConfirmation = <T extends { password: string; password_confirmation: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: fieldMessage('passwordsDoNotMatch') });
  }
};

export const ResetPasswordSchema = z
  .strictObject({ token: text().min(1).max(200), password: PasswordSchema, password_confirmation: text().max(PASSWORD_MAX_LENGTH) })
  .superRefine(withConfirmation)
  .meta({ id: 'ResetPassword' });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const UpdateProfileSchema = z
  .strictObject({ first_name: PersonNameSchema, last_name: PersonNameSchema, email: EmailSchema })
  .meta({ id: 'UpdateProfile' });
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

export const ChangePasswordSchema = z
  .strictObject({ current_password: text().min(1).max(PASSWORD_MAX_LENGTH), password: PasswordSchema, password_confirmation: text().max(PASSWORD_MAX_LENGTH) })
  .superRefine(withConfirmation)
  .meta({ id: 'ChangePassword' });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const AcceptedSchema = z.object({ message: z.string() }).meta({ id: 'Accepted' });
export type Accepted = z.infer<typeof AcceptedSchema>;
