import { z } from 'zod';

/** What other screens tell the login screen through the navigation state (never the URL: the email stays private). */
const LoginStateSchema = z.object({
  email: z.string().optional(),
  noClub: z.boolean().optional(),
  registered: z.boolean().optional(),
  passwordReset: z.boolean().optional(),
});
export type LoginState = z.infer<typeof LoginStateSchema>;

export function readLoginState(state: unknown): LoginState {
  const parsed = LoginStateSchema.safeParse(state);
  return parsed.success ? parsed.data : {};
}
