import { ID_LENGTH } from './ids.js';

/** Entities whose ids may appear in a path, by the segment that precedes the id. */
const ENTITY_OF_SEGMENT = {
  leagues: 'league',
  teams: 'team',
  players: 'player',
  'free-agents': 'free_agent',
} as const;

export type BreadcrumbEntity = (typeof ENTITY_OF_SEGMENT)[keyof typeof ENTITY_OF_SEGMENT];

/** Labels shown for a trailing id (spec §2). */
export const BREADCRUMB_ENTITY_LABELS: Record<BreadcrumbEntity, string> = {
  league: 'League',
  team: 'Team',
  player: 'Player',
  free_agent: 'Free Agent',
};

export type Crumb = { kind: 'segment'; segment: string; path: string } | { kind: 'entity'; entity: BreadcrumbEntity; path: string };

export const isBreadcrumbId = (segment: string): boolean => segment.length === ID_LENGTH;

/**
 * Spec §2: the trail for a club path (the part after /club/{slug}). Ids of 26 characters are hidden;
 * when the path ends with such an id, the trail ends with the entity's label (League, Team, Player or
 * Free Agent) named by the segment before it. Each crumb carries the full path it links to.
 */
export function breadcrumbTrail(basePath: string, segments: readonly string[]): Crumb[] {
  const crumbs: Crumb[] = [];
  let path = basePath;
  segments.forEach((segment, index) => {
    path = `${path}/${segment}`;
    if (!isBreadcrumbId(segment)) {
      crumbs.push({ kind: 'segment', segment, path });
      return;
    }
    const previous = segments[index - 1] ?? '';
    const isLast = index === segments.length - 1;
    if (isLast && Object.hasOwn(ENTITY_OF_SEGMENT, previous)) {
      crumbs.push({ kind: 'entity', entity: ENTITY_OF_SEGMENT[previous as keyof typeof ENTITY_OF_SEGMENT], path });
    }
  });
  return crumbs;
}
