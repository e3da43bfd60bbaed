import { isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The list filter of records archived by timestamp: active ones, archived ones, or all. */
export function archivedCondition(archivedAt: PgColumn, filter: 'active' | 'archived' | 'all'): SQL | undefined {
  if (filter === 'active') return isNull(archivedAt);
  if (filter === 'archived') return isNotNull(archivedAt);
  return undefined;
}

/** The archive timestamp after a change: kept when it stays archived, now when newly archived, cleared on restore. */
export const nextArchivedAt = (current: Date | null, archived: boolean, at: Date): Date | null => (archived ? (current ?? at) : null);
