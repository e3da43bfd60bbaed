import type { MenuItem, MenuNode } from '../../../menu/types';

/** The pages a club dashboard links to: every visible menu item below the groups, in menu order, except the dashboard itself. */
export function quickLinkItems(menu: readonly MenuNode[], dashboardUrl: string): MenuItem[] {
  return menu.flatMap((node): MenuItem[] => {
    if (node.hide) return [];
    if (node.type !== 'item') return quickLinkItems(node.children, dashboardUrl);
    return node.url === dashboardUrl ? [] : [node];
  });
}
