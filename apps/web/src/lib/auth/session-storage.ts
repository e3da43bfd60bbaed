import { STORAGE_KEYS, type LoggedInUser, type User } from '@matchday/domain';
import { safeStorage } from '../browser-storage';

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/**
 * The user kept under 'user' (spec §3), or null when absent or unreadable. A stored user is checked against
 * the contract, which loads then (./contracts.ts); a first visit, with nothing stored, loads nothing.
 */
export async function readStoredUser(): Promise<LoggedInUser | null> {
  const stored = parseJson(safeStorage.get(STORAGE_KEYS.user));
  if (stored === null) return null;
  const { LoggedInUserSchema } = await import('./contracts');
  const parsed = LoggedInUserSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * The stored user's access token, read without checking the rest of the record (readStoredUser does): the
 * session restore asks the server with it while that check loads.
 */
export function storedAccessToken(): string | null {
  const stored = parseJson(safeStorage.get(STORAGE_KEYS.user));
  const token = typeof stored === 'object' && stored !== null ? (stored as { accessToken?: unknown }).accessToken : undefined;
  return typeof token === 'string' ? token : null;
}

/**
 * Starts loading what readStoredUser checks a stored user with, when there is one: main.tsx calls it before
 * the first render, so a returning user's session restore does not wait for it after.
 */
export function preloadStoredUserCheck(): void {
  // A failed load is tried again by readStoredUser itself.
  if (safeStorage.get(STORAGE_KEYS.user) !== null) import('./contracts').catch(() => undefined);
}

export function writeStoredUser(user: LoggedInUser | null): void {
  if (user) safeStorage.set(STORAGE_KEYS.user, JSON.stringify(user));
  else safeStorage.remove(STORAGE_KEYS.user);
}

/** Spec §7 keeps registered accounts under 'users'; ours never holds a password (DEVELOPERS.md). */
export async function appendRegisteredUser(user: User): Promise<void> {
  const { StoredUsersSchema } = await import('./contracts');
  const parsed = StoredUsersSchema.safeParse(parseJson(safeStorage.get(STORAGE_KEYS.users)));
  const users = parsed.success ? parsed.data : [];
  safeStorage.set(STORAGE_KEYS.users, JSON.stringify([...users, user]));
}
