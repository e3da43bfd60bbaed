import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { auditLog } from '../../db/schema.js';

/**
 * The greatest id among the club's History entries, or '' before any. Every change to the club's records writes one
 * in its own transaction, and ids grow with time, so this changes whenever anything a page shows of the club may have
 * changed: a stamp to validate a cached page against, read from one index entry. (Two processes whose clocks differ,
 * or two commits landing out of order, can give a new entry a smaller id; callers bound how long they trust a stamp.)
 */
export async function latestAuditEntryId(db: Executor, clubId: string): Promise<string> {
  const [row] = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.clubId, clubId)).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? '';
}
