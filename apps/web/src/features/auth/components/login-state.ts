/** What other screens tell the login screen through the navigation state (never the URL: the email stays private). */
export interface LoginState {
  email?: string;
  noClub?: boolean;
  registered?: boolean;
  passwordReset?: boolean;
}

const FIELDS = { email: 'string', noClub: 'boolean', registered: 'boolean', passwordReset: 'boolean' } as const;

/**
 * The login state in the history entry, or nothing when any of its fields has the wrong type. Read by hand,
 * not with zod: the login screen is a first screen, and zod would add ~26 KB gzip to its load.
 */
export function readLoginState(state: unknown): LoginState {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return {};
  const read: Record<string, unknown> = {};
  for (const [key, type] of Object.entries(FIELDS)) {
    const value = (state as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (typeof value !== type) return {};
    read[key] = value;
  }
  return read as LoginState;
}
