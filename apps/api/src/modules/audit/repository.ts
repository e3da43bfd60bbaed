import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntity } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { preparedVariants } from '../../db/prepared.js';
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

/** The values the conditions compare with, by placeholder name; instants as ISO strings. */
const filterValues = (clubId: string, filters: AuditFilters) => ({
  clubId,
  entityType: filters.entityType,
  entityId: filters.entityId,
  leagueId: filters.leagueId,
  action: filters.action,
  actorId: filters.actorId,
  since: filters.since?.toISOString(),
  before: filters.before?.toISOString(),
  pattern: filters.q ? likePattern(filters.q) : undefined,
});
type FilterValues = ReturnType<typeof filterValues>;
const FILTERS = ['entityType', 'entityId', 'leagueId', 'action', 'actorId', 'since', 'before', 'pattern'] as const;

/** The conditions of the filters that are set, each comparing with a placeholder of the filter's name. */
function conditions(values: FilterValues): SQL | undefined {
  const value = (name: keyof FilterValues) => sql.placeholder(name);
  return and(
    eq(auditLog.clubId, value('clubId')),
    values.entityType ? eq(auditLog.entityType, value('entityType')) : undefined,
    values.entityId ? eq(auditLog.entityId, value('entityId')) : undefined,
    values.leagueId ? or(eq(auditLog.leagueId, value('leagueId')), and(eq(auditLog.entityType, 'league'), eq(auditLog.entityId, value('leagueId')))) : undefined,
    values.action ? eq(auditLog.action, value('action')) : undefined,
    values.actorId ? eq(auditLog.actorUserId, value('actorId')) : undefined,
    values.since ? gte(auditLog.createdAt, value('since')) : undefined,
    values.before ? lt(auditLog.createdAt, value('before')) : undefined,
    values.pattern ? or(ilike(auditLog.entityLabel, value('pattern')), ilike(auditLog.actorName, value('pattern'))) : undefined,
  );
}

/**
 * A page of the log, newest first, in ONE statement; each row also carries the number of entries matching (a
 * subquery PostgreSQL runs once, beside the page's index scan, not a window over every match).
 */
const pageQuery = (db: Database, values: FilterValues) => {
  const where = conditions(values);
  return db
    .select({ entry: auditLog, total: sql<number>`(select count(*) from ${auditLog} where ${where})`.mapWith(Number) })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
};

const countQuery = (db: Database, values: FilterValues) => db.select({ total: count() }).from(auditLog).where(conditions(values));

/** The club's log page by page on one database, as named prepared statements: one per combination of filters set. */
export function auditPages(db: Database) {
  const pages = preparedVariants();
  const counts = preparedVariants();
  return async (clubId: string, filters: AuditFilters, window: { limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> => {
    const values = filterValues(clubId, filters);
    const shape = FILTERS.map((name) => (values[name] ? '1' : '0')).join('');
    const rows = await pages(`audit_page_${shape}`, () => pageQuery(db, values)).execute({ ...values, ...window });
    if (rows[0]) return { rows: rows.map((row) => row.entry), total: rows[0].total };
    // Nothing on this page: nothing matches at all on the first page, else a page past the end.
    if (window.offset === 0) return { rows: [], total: 0 };
    const [row] = await counts(`audit_count_${shape}`, () => countQuery(db, values)).execute(values);
    return { rows: [], total: row?.total ?? 0 };
  };
}
