import { createContext } from 'react';
import type { PreferencesStore } from './preferences-store';

export const PreferencesContext = createContext<PreferencesStore | null>(null);
