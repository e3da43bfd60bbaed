import type { AuditEntity } from '@matchday/domain';
import { useIntl } from 'react-intl';
import type { AuditFilters } from '../../lib/api/use-audit-log';
import { AuditLog } from './AuditLog';

export interface HistoryPanelProps {
  /** With entityId: one record's history. With leagueId: the league and everything in it. Neither: the whole club. */
  entityType?: AuditEntity;
  entityId?: string;
  leagueId?: string;
}

/** The History of a record (or a league with its teams and registrations, or the club): who changed what, and when. */
export function HistoryPanel({ entityType, entityId, leagueId }: HistoryPanelProps) {
  const intl = useIntl();
  const oneRecord = Boolean(entityId);
  // A record's id names it alone; without one, the league (if any) and the type narrow the log.
  const filters: AuditFilters = oneRecord
    ? { entity_type: entityType, entity_id: entityId }
    : { ...(leagueId && { league_id: leagueId }), ...(entityType && { entity_type: entityType }) };
  return <AuditLog filters={filters} showEntity={!oneRecord} emptyText={intl.formatMessage({ id: oneRecord ? 'audit.log.emptyRecord' : 'audit.log.empty' })} />;
}
