import type { AuditEntry } from '@matchday/domain';

/**
 * The club page (relative to /club/{slug}/) of the record an entry is about, or null when it has none
 * or no longer exists (a deletion). A registration opens its league.
 */
export function entityPage(entry: Pick<AuditEntry, 'action' | 'entity_type' | 'entity_id' | 'league_id'>): string | null {
  if (entry.action === 'delete') return null;
  switch (entry.entity_type) {
    case 'location':
      return `locations/${entry.entity_id}`;
    case 'league':
      return `leagues/${entry.entity_id}`;
    case 'player':
      return `players/${entry.entity_id}`;
    case 'question':
      return 'cms/questions';
    case 'team':
      return entry.league_id ? `leagues/${entry.league_id}/teams/${entry.entity_id}` : null;
    case 'registration':
      return entry.league_id ? `leagues/${entry.league_id}` : null;
    case 'game':
    case 'schedule':
    case 'calendar_feed':
      return entry.league_id ? `leagues/${entry.league_id}?tab=schedule` : null;
    case 'bracket':
      return entry.league_id ? `leagues/${entry.league_id}?tab=playoffs` : null;
    case 'blackout':
      return null;
  }
}
