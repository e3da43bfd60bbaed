import { createContext, useContext } from 'react';

export interface DrawerState {
  open: boolean;
  setOpen(open: boolean): void;
  toggle(): void;
}

export const DrawerContext = createContext<DrawerState | null>(null);

/** Spec §3 menu state: whether the drawer is open. */
export function useDrawer(): DrawerState {
  const state = useContext(DrawerContext);
  if (!state) throw new Error('context must be use inside provider');
  return state;
}
