import { LoggedInUserSchema, STORAGE_KEYS, UserSchema, type LoggedInUser, type User } from '@matchday/domain';
import { z } from 'zod';
import { safeStorage } from '../browser-storage';

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** The user kept under 'user' (spec §3), or null when absent or unreadable. */
export function readStoredUser(): LoggedInUser | null {
  const parsed = LoggedInUserSchema.safeParse(parseJson(safeStorage.get(STORAGE_KEYS.user)));
  return parsed.success ? parsed.data : null;
}

export function writeStoredUser(user: LoggedInUser | null): void {
  if (user) safeStorage.set(STORAGE_KEYS.user, JSON.stringify(user));
  else safeStorage.remove(STORAGE_KEYS.user);
}

const StoredUsersSchema = z.array(UserSchema);

/** Spec §7 keeps registered accounts under 'users'; ours never holds a password (DEVELOPERS.md). */
export function appendRegisteredUser(user: User): void {
  const parsed = StoredUsersSchema.safeParse(parseJson(safeStorage.get(STORAGE_KEYS.users)));
  const users = parsed.success ? parsed.data : [];
  safeStorage.set(STORAGE_KEYS.users, JSON.stringify([...users, user]));
}
