import { breadcrumbTrail, type Crumb } from '@matchday/domain';
import type { MessageId } from '../i18n/messages';
import { paths } from '../lib/paths';
import { findMenuPath } from './resolve-menu';
import type { MenuNode } from './types';

export type CrumbLabel = { id: MessageId } | { text: string };

export interface BreadcrumbEntry {
  key: string;
  label: CrumbLabel;
  /** Absent for the current page and for menu groups, which are not pages. */
  to?: string;
}

const SEGMENT_LABELS: Record<string, MessageId> = {
  leagues: 'layout.segment_leagues',
  teams: 'layout.segment_teams',
  players: 'layout.segment_players',
  'free-agents': 'layout.segment_free-agents',
  locations: 'layout.segment_locations',
  history: 'layout.segment_history',
  new: 'layout.segment_new',
  edit: 'layout.segment_edit',
};

const ENTITY_LABELS = {
  league: 'layout.breadcrumb_league',
  team: 'layout.breadcrumb_team',
  player: 'layout.breadcrumb_player',
  free_agent: 'layout.breadcrumb_free_agent',
} as const satisfies Record<string, MessageId>;

const crumbEntry = (crumb: Crumb): BreadcrumbEntry => {
  if (crumb.kind === 'entity') return { key: crumb.path, label: { id: ENTITY_LABELS[crumb.entity] }, to: crumb.path };
  const id = SEGMENT_LABELS[crumb.segment];
  return { key: crumb.path, label: id ? { id } : { text: crumb.segment }, to: crumb.path };
};

/**
 * Spec §2 breadcrumbs for a club page: the club dashboard as root, then the menu's groups and item for the
 * deepest path the menu knows, then the remaining path segments (26-character ids hidden, a trailing id
 * shown as League, Team, Player or Free Agent). `menu` is the tree already resolved for the club.
 */
export function buildBreadcrumbs(menu: readonly MenuNode[], slug: string, pathname: string): BreadcrumbEntry[] {
  const base = paths.clubRoot(slug);
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return [];
  const crumbs = breadcrumbTrail(base, pathname.slice(base.length).split('/').filter(Boolean));
  const root: BreadcrumbEntry = { key: 'root', label: { id: 'menu.dashboard' }, to: paths.club(slug) };

  let matchIndex = -1;
  let menuPath: MenuNode[] = [];
  crumbs.forEach((crumb, index) => {
    const found = findMenuPath(menu, crumb.path);
    if (found) {
      matchIndex = index;
      menuPath = found;
    }
  });

  const fromMenu = menuPath
    .filter((node, depth) => node.breadcrumbs !== false && (node.type === 'item' ? node.url !== root.to : depth > 0))
    .map((node): BreadcrumbEntry => ({ key: node.id, label: { id: node.title }, ...(node.type === 'item' ? { to: node.url } : {}) }));

  const entries = [root, ...fromMenu, ...crumbs.slice(matchIndex + 1).map(crumbEntry)];
  const last = entries[entries.length - 1];
  if (last) entries[entries.length - 1] = { key: last.key, label: last.label };
  return entries;
}
