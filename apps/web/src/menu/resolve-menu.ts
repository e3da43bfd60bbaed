import type { Club } from '@matchday/domain';
import { MENU_IDS } from './menu-items';
import type { MenuNode } from './types';

type ClubFlags = Pick<Club, 'connect' | 'stripe_connect'>;

/**
 * The menu for one club (spec §4): `:slug` filled in; with the connect flag, Leagues stays disabled until
 * Stripe onboarding is done and the Connect integration item is revealed.
 */
export function resolveMenu(nodes: readonly MenuNode[], slug: string, club: ClubFlags | undefined): MenuNode[] {
  const connect = club?.connect ?? false;
  const onboarded = club?.stripe_connect.onboarding_done ?? false;
  return nodes.map((node): MenuNode => {
    if (node.type !== 'item') return { ...node, children: resolveMenu(node.children, slug, club) };
    const item = { ...node, url: node.url.replace(':slug', encodeURIComponent(slug)) };
    if (connect && node.id === MENU_IDS.leagues && !onboarded) return { ...item, disabled: true, caption: 'menu.leagues_locked' };
    if (connect && node.id === MENU_IDS.connect) {
      return { ...item, hide: false, ...(onboarded ? {} : { chip: { label: 'menu.connect_pending', color: 'warning' as const } }) };
    }
    return item;
  });
}

/** The chain of nodes from the top of the tree to the item whose url is `url`, or null. */
export function findMenuPath(nodes: readonly MenuNode[], url: string): MenuNode[] | null {
  for (const node of nodes) {
    if (node.type === 'item') {
      if (node.url === url) return [node];
      continue;
    }
    const below = findMenuPath(node.children, url);
    if (below) return [node, ...below];
  }
  return null;
}

/** The chain for the menu item whose page holds `pathname`: its own url, or the nearest ancestor path the menu has. */
export function findMenuPathFor(nodes: readonly MenuNode[], pathname: string): MenuNode[] | null {
  for (let path = pathname; path.includes('/'); path = path.slice(0, path.lastIndexOf('/'))) {
    const found = findMenuPath(nodes, path);
    if (found) return found;
  }
  return null;
}
