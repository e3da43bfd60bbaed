import type { AuditEntity } from '@matchday/domain';

export interface HistoryPanelProps {
  /** With entityId: one record's history. With leagueId: the league and everything in it. Neither: the whole club. */
  entityType?: AuditEntity;
  entityId?: string;
  leagueId?: string;
}

export function HistoryPanel(_props: HistoryPanelProps) {
  return null;
}
