import { useCallback, useContext, useSyncExternalStore } from 'react';
import { PreferencesContext } from './preferences-context';
import type { PreferenceKey, Preferences } from './preferences-schema';

export type { PreferenceKey, Preferences } from './preferences-schema';

export interface UsePreferences {
  preferences: Preferences;
  setPreference<K extends PreferenceKey>(key: K, value: Preferences[K]): void;
  resetPreferences(): void;
}

/** The saved UI preferences (spec §3) and how to change them; every tab follows. */
export function usePreferences(): UsePreferences {
  const store = useContext(PreferencesContext);
  if (!store) throw new Error('context must be use inside provider');
  const preferences = useSyncExternalStore(store.subscribe, store.get);
  const setPreference = useCallback(<K extends PreferenceKey>(key: K, value: Preferences[K]) => store.set(key, value), [store]);
  const resetPreferences = useCallback(() => store.reset(), [store]);
  return { preferences, setPreference, resetPreferences };
}
