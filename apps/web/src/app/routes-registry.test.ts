import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { CLUB_PAGES, CLUB_ROOT, clubPagePath, clubPattern, type ClubPage } from '../lib/routes';
import { menuItems } from '../menu/menu-items';
import type { MenuNode } from '../menu/types';
import { routes } from './router';

/** Every full path pattern the router mounts ('/club/:slug/leagues/:leagueId', …). */
function mounted(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    return [...(route.path === undefined ? [] : [path]), ...mounted(route.children ?? [], path)];
  });
}

const menuUrls = (nodes: readonly MenuNode[]): string[] => nodes.flatMap((node) => (node.type === 'item' ? [node.url] : menuUrls(node.children)));

describe('the route registry', () => {
  const routerPaths = mounted(routes);

  it('is what the router mounts: every club page of lib/routes has its route', () => {
    for (const page of Object.keys(CLUB_PAGES) as ClubPage[]) expect(routerPaths).toContain(clubPattern(page));
  });

  it('is what the menu points at: every menu item opens a registered club page', () => {
    const registered = (Object.keys(CLUB_PAGES) as ClubPage[]).map(clubPattern);
    const urls = menuUrls(menuItems);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(registered).toContain(url);
  });

  it('builds links with their params encoded', () => {
    expect(CLUB_ROOT).toBe('/club/:slug');
    expect(clubPagePath('club 2', 'team', { leagueId: 'L1', teamId: 'T/1' })).toBe('/club/club%202/leagues/L1/teams/T%2F1');
    expect(clubPagePath('club2', 'questions')).toBe('/club/club2/cms/questions');
  });

  it('takes only registered pages, so a misspelt link fails the type check (tsc -p apps/web checks this file)', () => {
    // @ts-expect-error a club page is named by its registry key, never written as a path
    expect(clubPagePath('club2', 'cms/questions')).toBe('/club/club2/undefined');
    // @ts-expect-error a page with params needs them
    clubPagePath('club2', 'team');
    // @ts-expect-error the club's home is the dashboard; any other page goes through clubPagePath
    expect(paths.club('club2', 'profile')).toBe('/club/club2/dashboard');
  });
});
