import type { MenuNode } from '../../../menu/types';

/** Whether the page at `pathname` is this node or lies below it. */
export function isActive(node: MenuNode, pathname: string): boolean {
  if (node.type === 'item') return pathname === node.url || pathname.startsWith(`${node.url}/`);
  return node.children.some((child) => isActive(child, pathname));
}
