import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from './build-breadcrumbs';
import { menuItems } from './menu-items';
import { resolveMenu } from './resolve-menu';

const menu = resolveMenu(menuItems, 'club2', undefined);
const ID = '01JD3Q7M8X4Y5Z6A7B8C9D0E1F';
const crumbs = (pathname: string) => buildBreadcrumbs(menu, 'club2', pathname).map(({ label, to }) => ({ label: 'id' in label ? label.id : label.text, to }));

describe('breadcrumbs (spec §2)', () => {
  it('on the dashboard shows only the root, as the current page', () => {
    expect(crumbs('/club/club2/dashboard')).toEqual([{ label: 'menu.dashboard', to: undefined }]);
  });

  it('roots every trail at the club dashboard and follows the menu groups', () => {
    expect(crumbs('/club/club2/cms/messaging-templates')).toEqual([
      { label: 'menu.dashboard', to: '/club/club2/dashboard' },
      { label: 'menu.club_management', to: undefined },
      { label: 'menu.cms', to: undefined },
      { label: 'menu.messaging_templates', to: undefined },
    ]);
  });

  it('hides 26-character ids and names a trailing id by its entity', () => {
    expect(crumbs(`/club/club2/leagues/${ID}/teams/${ID}`)).toEqual([
      { label: 'menu.dashboard', to: '/club/club2/dashboard' },
      { label: 'menu.league_management', to: undefined },
      { label: 'menu.leagues', to: '/club/club2/leagues' },
      { label: 'layout.segment_teams', to: `/club/club2/leagues/${ID}/teams` },
      { label: 'layout.breadcrumb_team', to: undefined },
    ]);
    expect(crumbs(`/club/club2/leagues/${ID}/free-agents/${ID}`).at(-1)?.label).toBe('layout.breadcrumb_free_agent');
    expect(crumbs(`/club/club2/leagues/${ID}`).at(-1)?.label).toBe('layout.breadcrumb_league');
    expect(crumbs(`/club/club2/leagues/${ID}/players/${ID}`).at(-1)?.label).toBe('layout.breadcrumb_player');
  });

  it('keeps segments the menu does not know, and ignores paths outside the club', () => {
    expect(crumbs(`/club/club2/leagues/${ID}/schedule`).at(-1)).toEqual({ label: 'schedule', to: undefined });
    expect(crumbs('/club/club22/dashboard')).toEqual([]);
    expect(crumbs('/choose-club')).toEqual([]);
  });
});
