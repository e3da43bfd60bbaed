import type { MenuNode } from '../../../menu/types';
import { MenuItemsError } from './MenuItemsError';
import { NavCollapse } from './NavCollapse';
import { NavGroup } from './NavGroup';
import { NavItem } from './NavItem';

/** One node of the vertical menu, by type; hidden nodes render nothing, unknown types an error. */
export function MenuNodeView({ node, depth = 0 }: { node: MenuNode; depth?: number }) {
  if (node.hide) return null;
  switch (node.type) {
    case 'group':
      return <NavGroup node={node} depth={depth} />;
    case 'collapse':
      return <NavCollapse node={node} depth={depth} />;
    case 'item':
      return <NavItem item={node} depth={depth} />;
    default:
      return <MenuItemsError />;
  }
}
