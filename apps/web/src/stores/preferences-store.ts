import { STORAGE_KEYS } from '@matchday/domain';
import { parsePreferences, type PreferenceKey, type Preferences } from './preferences-schema';

/** The part of Storage the store needs; any of its calls may throw (private mode, disabled storage). */
export type PreferencesStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PreferencesStore {
  get(): Preferences;
  set<K extends PreferenceKey>(key: K, value: Preferences[K]): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

const read = (storage: PreferencesStorage | null): Preferences => {
  try {
    const text = storage?.getItem(STORAGE_KEYS.preferences) ?? null;
    return parsePreferences(text === null ? null : JSON.parse(text));
  } catch {
    return parsePreferences(null);
  }
};

/**
 * Preferences under one versioned key (spec §3, §4): validated on read, kept in memory when storage is
 * missing or throws, and updated when another tab writes the key (the browser's storage event).
 */
export function createPreferencesStore(
  storage: PreferencesStorage | null,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null,
): PreferencesStore {
  let current = read(storage);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const write = (next: Preferences) => {
    current = next;
    try {
      storage?.setItem(STORAGE_KEYS.preferences, JSON.stringify(next));
    } catch {
      // Without storage the preferences still apply to this tab.
    }
    emit();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.preferences && event.key !== null) return;
    current = read(storage);
    emit();
  };

  return {
    get: () => current,
    set: (key, value) => write({ ...current, [key]: value }),
    reset: () => write(parsePreferences(null)),
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}
