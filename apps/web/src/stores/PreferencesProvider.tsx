import { useState, type ReactNode } from 'react';
import { PreferencesContext } from './preferences-context';
import { browserStorage } from '../lib/browser-storage';
import { createPreferencesStore, type PreferencesStore } from './preferences-store';

export function PreferencesProvider({ children, store }: { children: ReactNode; store?: PreferencesStore }) {
  const [value] = useState(() => store ?? createPreferencesStore(browserStorage(), window));
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}
