import { useMemo } from 'react';
import { useCurrentClub } from '../lib/club/use-current-club';
import { menuItems } from './menu-items';
import { resolveMenu } from './resolve-menu';
import type { MenuNode } from './types';

/** The menu tree for the current club, flags applied. */
export function useClubMenu(): MenuNode[] {
  const { slug, club } = useCurrentClub();
  return useMemo(() => resolveMenu(menuItems, slug, club), [slug, club]);
}
