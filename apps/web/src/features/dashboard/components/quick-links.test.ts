import { describe, expect, it } from 'vitest';
import { menuItems } from '../../../menu/menu-items';
import { resolveMenu } from '../../../menu/resolve-menu';
import type { MenuNode } from '../../../menu/types';
import { quickLinkItems } from './quick-links';

const links = (club: { connect: boolean; stripe_connect: { onboarding_done: boolean } }) => quickLinkItems(resolveMenu(menuItems, 'club3', club), 'club3');

describe('quickLinkItems', () => {
  it('lists every area of the menu except the dashboard, plus Players and History, and hides Connect without the flag', () => {
    expect(links({ connect: false, stripe_connect: { onboarding_done: false } }).map((item) => item.url)).toEqual([
      '/club/club3/leagues',
      '/club/club3/players',
      '/club/club3/locations',
      '/club/club3/cms/content',
      '/club/club3/cms/questions',
      '/club/club3/cms/messaging-templates',
      '/club/club3/settings',
      '/club/club3/report',
      '/club/club3/history',
      '/club/club3/profile',
    ]);
  });

  it('follows the connect flag: Connect revealed, Leagues disabled until onboarding is done', () => {
    const pending = links({ connect: true, stripe_connect: { onboarding_done: false } });
    expect(pending.find((item) => item.id === 'leagues')?.disabled).toBe(true);
    expect(pending.some((item) => item.url === '/club/club3/connect-integration')).toBe(true);
    const done = links({ connect: true, stripe_connect: { onboarding_done: true } });
    expect(done.find((item) => item.id === 'leagues')?.disabled).toBeFalsy();
  });

  it('does not repeat a page the menu already lists', () => {
    const menu: MenuNode[] = [{ id: 'players', type: 'item', title: 'layout.segment_players', url: '/club/club3/players' }];
    expect(quickLinkItems(menu, 'club3').map((item) => item.url)).toEqual(['/club/club3/players', '/club/club3/history']);
  });
});
