import { createContext, useContext } from 'react';

/** How the vertical menu is drawn right now: `compact` = mini drawer, icons only. */
export interface NavDisplay {
  compact: boolean;
  onNavigate(): void;
}

export const NavDisplayContext = createContext<NavDisplay>({ compact: false, onNavigate: () => undefined });

export const useNavDisplay = (): NavDisplay => useContext(NavDisplayContext);
