import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { text } from './common.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const EmailSchema = text().trim().toLowerCase().max(254).pipe(z.email({ message: 'Must be a valid email address' }));

/** Length rules only (no composition rules); the server also refuses common passwords. */
export const PasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, { message: `Must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `Must be at most ${PASSWORD_MAX_LENGTH} characters` });

const PersonNameSchema = text().trim().min(1, { message: 'Required' }).max(100);

export const RoleSchema = z
  .object({ role: z.literal('league_admin'), club_slug: z.string() })
  .meta({ id: 'Role' });
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
  .strictObject({ email: EmailSchema, password: text().min(1, { message: 'Required' }).max(PASSWORD_MAX_LENGTH) })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Spec §3 registration payload; the id is generated in the browser (a ULID). */
export const RegisterRequestSchema = z
  .strictObject({
    id: IdSchema,
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
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'Passwords do not match' });
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
