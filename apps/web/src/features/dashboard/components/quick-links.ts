import HistoryRounded from '@mui/icons-material/HistoryRounded';
import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import { paths } from '../../../lib/paths';
import { clubPagePath, type ClubPageWithoutParams } from '../../../lib/routes';
import type { MenuItem, MenuNode } from '../../../menu/types';

/** Every visible menu item below the groups, in menu order, except the dashboard itself. */
function menuLinks(menu: readonly MenuNode[], dashboardUrl: string): MenuItem[] {
  return menu.flatMap((node): MenuItem[] => {
    if (node.hide) return [];
    if (node.type !== 'item') return menuLinks(node.children, dashboardUrl);
    return node.url === dashboardUrl ? [] : [node];
  });
}

// Club pages the side menu does not list, each placed before the item it precedes (at the end without it).
const EXTRA_LINKS: readonly { page: ClubPageWithoutParams; before: string; item: Omit<MenuItem, 'url'> }[] = [
  { page: 'players', before: 'locations', item: { id: 'players', type: 'item', title: 'layout.segment_players', icon: PeopleOutlineRounded } },
  { page: 'history', before: 'profile', item: { id: 'history', type: 'item', title: 'layout.segment_history', icon: HistoryRounded } },
];

/**
 * The pages a club dashboard links to: the menu's (`menu` resolved for the club) and the club's Players
 * directory and History, which the menu does not list.
 */
export function quickLinkItems(menu: readonly MenuNode[], slug: string): MenuItem[] {
  const links = menuLinks(menu, paths.club(slug));
  for (const extra of EXTRA_LINKS) {
    const url = clubPagePath(slug, extra.page);
    if (links.some((link) => link.url === url)) continue;
    const at = links.findIndex((link) => link.id === extra.before);
    links.splice(at === -1 ? links.length : at, 0, { ...extra.item, url });
  }
  return links;
}
