import type { AuditEntry } from '@matchday/domain';
import type { AuditRow } from './repository.js';

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  action: row.action,
  entity_type: row.entityType,
  entity_id: row.entityId,
  entity_label: row.entityLabel,
  league_id: row.leagueId,
  actor: { id: row.actorUserId, name: row.actorName },
  changes: row.changes,
  created_at: row.createdAt.toISOString(),
});
