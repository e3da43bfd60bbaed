import type { AuditEntry } from '@matchday/domain';
import { clubPagePath, routes } from '../../lib/routes';

/**
 * The URL of the club page of the record an entry is about, or null when it has none or no longer exists
 * (a deletion). A registration opens its league; a game, the schedule or a bracket opens the league's tab.
 */
export function entityPath(slug: string, entry: Pick<AuditEntry, 'action' | 'entity_type' | 'entity_id' | 'league_id'>): string | null {
  if (entry.action === 'delete') return null;
  const league = entry.league_id;
  switch (entry.entity_type) {
    case 'location':
      return routes.location(slug, entry.entity_id);
    case 'league':
      return routes.league(slug, entry.entity_id);
    case 'player':
      return routes.player(slug, entry.entity_id);
    case 'question':
      return clubPagePath(slug, 'questions');
    case 'team':
      return league ? routes.team(slug, league, entry.entity_id) : null;
    case 'registration':
      return league ? routes.league(slug, league) : null;
    case 'game':
    case 'schedule':
    case 'calendar_feed':
      return league ? `${routes.league(slug, league)}?tab=schedule` : null;
    case 'bracket':
      return league ? `${routes.league(slug, league)}?tab=playoffs` : null;
    case 'site':
      return clubPagePath(slug, 'siteContent');
    case 'blackout':
      return null;
    case 'stripe_account':
      return clubPagePath(slug, 'connect');
    case 'payment':
    case 'product':
      return league ? `${routes.league(slug, league)}?tab=payments` : null;
    case 'waiver':
      return clubPagePath(slug, 'settings');
  }
}
