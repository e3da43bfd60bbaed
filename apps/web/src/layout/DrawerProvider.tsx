import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePreferences } from '../stores/preferences';
import { DrawerContext, type DrawerState } from './drawer-context';
import { useSmallScreen } from './use-small-screen';

/** Spec §4: the drawer opens by default for the default drawer type and on small screens. */
export function DrawerProvider({ children }: { children: ReactNode }) {
  const { preferences } = usePreferences();
  const small = useSmallScreen();
  const [open, setOpen] = useState(() => preferences.drawerType === 'default' || small);

  useEffect(() => {
    setOpen(preferences.drawerType === 'default' || small);
  }, [preferences.drawerType, small]);

  const toggle = useCallback(() => setOpen((current) => !current), []);
  const value = useMemo<DrawerState>(() => ({ open, setOpen, toggle }), [open, toggle]);
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}
