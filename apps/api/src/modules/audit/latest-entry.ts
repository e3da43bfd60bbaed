import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { auditLog } from '../../db/schema.js';

/**
 * A reader of the greatest id among a club's History entries, or '' before any. Every change to the club's records writes one
 * in its own transaction, and ids grow with time, so this changes whenever anything a page shows of the club may have
 * changed: a stamp to validate a cached page against, read from one index entry. (Two processes whose clocks differ,
 * or two commits landing out of order, can give a new entry a smaller id; callers bound how long they trust a stamp.)
 */
export function prepareLatestAuditEntryId(db: Database): (clubId: string) => Promise<string> {
  // Prepared: every public read runs it.
  const statement = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.clubId, sql.placeholder('clubId')))
    .orderBy(desc(auditLog.id))
    .limit(1)
    .prepare('audit_latest_entry_id');
  return async (clubId) => (await statement.execute({ clubId }))[0]?.id ?? '';
}
