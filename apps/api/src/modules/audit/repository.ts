import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntity } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { rowsFromJson } from '../../db/json-rows.js';
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
    values.leagueId
      ? or(eq(auditLog.leagueId, value('leagueId')), and(eq(auditLog.entityType, 'league'), eq(auditLog.entityId, value('leagueId'))))
      : undefined,
    values.action ? eq(auditLog.action, value('action')) : undefined,
    values.actorId ? eq(auditLog.actorUserId, value('actorId')) : undefined,
    values.since ? gte(auditLog.createdAt, value('since')) : undefined,
    values.before ? lt(auditLog.createdAt, value('before')) : undefined,
    values.pattern ? or(ilike(auditLog.entityLabel, value('pattern')), ilike(auditLog.actorName, value('pattern'))) : undefined,
  );
}

/**
 * A page of the log, newest first, and the number of entries matching, in ONE statement that answers one row:
 * the count, and the page as one JSON array (rowsFromJson), so that a page past the end still says how many
 * there are.
 */
const pageQuery = (db: Database, values: FilterValues) => {
  const where = conditions(values);
  const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];
  const page = db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const inPageOrder = sql`${sql.identifier('page')}.${sql.identifier(auditLog.createdAt.name)} desc, ${sql.identifier('page')}.${sql.identifier(auditLog.id.name)} desc`;
  return db
    .select({
      total: count(),
      rows: sql<Record<string, unknown>[]>`coalesce((select json_agg(page order by ${inPageOrder}) from (${page}) page), '[]'::json)`,
    })
    .from(auditLog)
    .where(where);
};

/** The club's log page by page on one database, as named prepared statements: one per combination of filters set. */
export function auditPages(db: Database) {
  const pages = preparedVariants();
  return async (clubId: string, filters: AuditFilters, window: { limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> => {
    const values = filterValues(clubId, filters);
    const shape = FILTERS.map((name) => (values[name] ? '1' : '0')).join('');
    const [result] = await pages(`audit_page_${shape}`, () => pageQuery(db, values)).execute({ ...values, ...window });
    return { rows: rowsFromJson(auditLog, result?.rows ?? []), total: result?.total ?? 0 };
  };
}
