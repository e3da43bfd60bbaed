import type { ReactNode } from 'react';
import type { MenuNode } from '../../../menu/types';
import { MenuItemsError } from './MenuItemsError';
import { NavCollapse } from './NavCollapse';
import { NavGroup } from './NavGroup';
import { NavItem } from './NavItem';

/** Draws a child node: the group and collapse views hold nodes of any type without importing this file back. */
const renderChild = (child: MenuNode, depth: number): ReactNode => <MenuNodeView key={child.id} node={child} depth={depth} />;

/** One node of the vertical menu, by type; hidden nodes render nothing, unknown types an error. */
export function MenuNodeView({ node, depth = 0 }: { node: MenuNode; depth?: number }) {
  if (node.hide) return null;
  switch (node.type) {
    case 'group':
      return <NavGroup node={node} depth={depth} renderChild={renderChild} />;
    case 'collapse':
      return <NavCollapse node={node} depth={depth} renderChild={renderChild} />;
    case 'item':
      return <NavItem item={node} depth={depth} />;
    default:
      return <MenuItemsError />;
  }
}
