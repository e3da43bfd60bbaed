import { describe, expect, it } from 'vitest';
import { menuItems } from './menu-items';
import { findMenuPath, resolveMenu } from './resolve-menu';
import type { MenuItem, MenuNode } from './types';

const flatten = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...(node.type === 'item' ? [] : flatten(node.children))]);
const item = (nodes: readonly MenuNode[], id: string) => flatten(nodes).find((node) => node.id === id) as MenuItem;

const club = (connect: boolean, onboarding_done: boolean) => ({ connect, stripe_connect: { onboarding_done } });

describe('menu tree (spec §2)', () => {
  it('has the product item, then group Dashboard with League Management, Club Management and Account', () => {
    expect(menuItems.map((node) => [node.id, node.type, node.title])).toEqual([
      ['product', 'item', 'menu.product'],
      ['dashboard', 'group', 'menu.dashboard'],
    ]);
    const dashboard = menuItems[1]!;
    expect(dashboard.type === 'group' && dashboard.children.map((node) => node.title)).toEqual([
      'menu.league_management',
      'menu.club_management',
      'menu.account',
    ]);
    expect(
      flatten(menuItems)
        .filter((node) => node.type === 'item')
        .map((node) => (node as MenuItem).url),
    ).toEqual([
      '/club/:slug/dashboard',
      '/club/:slug/leagues',
      '/club/:slug/locations',
      '/club/:slug/cms/content',
      '/club/:slug/cms/questions',
      '/club/:slug/cms/messaging-templates',
      '/club/:slug/settings',
      '/club/:slug/report',
      '/club/:slug/connect-integration',
      '/club/:slug/profile',
    ]);
  });

  it('fills in the club slug', () => {
    expect(item(resolveMenu(menuItems, 'club2', club(false, false)), 'settings').url).toBe('/club/club2/settings');
  });

  it('without the connect flag: Leagues enabled, Connect hidden', () => {
    const menu = resolveMenu(menuItems, 'club2', club(false, false));
    expect(item(menu, 'leagues').disabled).toBeFalsy();
    expect(item(menu, 'connect-integration').hide).toBe(true);
  });

  it('with connect but onboarding not done: Leagues disabled, Connect revealed', () => {
    const menu = resolveMenu(menuItems, 'club3', club(true, false));
    expect(item(menu, 'leagues').disabled).toBe(true);
    expect(item(menu, 'connect-integration').hide).toBe(false);
  });

  it('with connect and onboarding done: Leagues enabled, Connect revealed', () => {
    const menu = resolveMenu(menuItems, 'club3', club(true, true));
    expect(item(menu, 'leagues').disabled).toBeFalsy();
    expect(item(menu, 'connect-integration').hide).toBe(false);
  });

  it('finds the chain of nodes down to an item', () => {
    const menu = resolveMenu(menuItems, 'club2', undefined);
    expect(findMenuPath(menu, '/club/club2/cms/questions')?.map((node) => node.id)).toEqual(['dashboard', 'club-management', 'cms', 'questions']);
    expect(findMenuPath(menu, '/club/club2/nowhere')).toBeNull();
  });
});
