/** The browser's localStorage, or null where touching it throws (disabled storage, some private modes). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** localStorage calls that never throw: a full or disabled storage degrades to in-memory state. */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return browserStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      browserStorage()?.setItem(key, value);
    } catch {
      // Nothing to do: the session still lives in memory for this tab.
    }
  },
  remove(key: string): void {
    try {
      browserStorage()?.removeItem(key);
    } catch {
      // As above.
    }
  },
};
