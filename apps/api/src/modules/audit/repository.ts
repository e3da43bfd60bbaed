import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntity } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { auditLog } from '../../db/schema.js';
import { likePattern } from '../../lib/pagination.js';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilters {
  entityType?: AuditEntity;
  entityId?: string;
  /** The league's own entries and those of its teams and registrations. */
  leagueId?: string;
  action?: AuditAction;
  actorId?: string;
  /** Inclusive lower bound. */
  since?: Date;
  /** Exclusive upper bound. */
  before?: Date;
  /** Searched in the record's label and the actor's name. */
  q?: string;
}

function conditions(clubId: string, filters: AuditFilters): SQL | undefined {
  const pattern = filters.q ? likePattern(filters.q) : null;
  return and(
    eq(auditLog.clubId, clubId),
    filters.entityType ? eq(auditLog.entityType, filters.entityType) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.leagueId ? or(eq(auditLog.leagueId, filters.leagueId), and(eq(auditLog.entityType, 'league'), eq(auditLog.entityId, filters.leagueId))) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.actorId ? eq(auditLog.actorUserId, filters.actorId) : undefined,
    filters.since ? gte(auditLog.createdAt, filters.since) : undefined,
    filters.before ? lt(auditLog.createdAt, filters.before) : undefined,
    pattern ? or(ilike(auditLog.entityLabel, pattern), ilike(auditLog.actorName, pattern)) : undefined,
  );
}

/** A page of the club's log, newest first, and the number of entries matching. */
export async function listAuditEntries(
  db: Executor,
  clubId: string,
  filters: AuditFilters,
  window: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = conditions(clubId, filters);
  const [rows, [totals]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
