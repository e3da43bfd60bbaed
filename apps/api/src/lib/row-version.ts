import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.js';
import { HttpError } from './http-error.js';

/** A record an admin edits in a form: it counts its writes in row_version. */
type VersionedTable = PgTable & { id: PgColumn; rowVersion: PgColumn };

/** The row_version of a write: one more, so that a form opened before the write is stale. */
export const nextVersion = (rowVersion: PgColumn): SQL => sql`${rowVersion} + 1`;

/**
 * Writes the changes as one more version of the row (row_version + 1, so a form opened before this write
 * is stale); with `version`, a form's save, only over that version (`where id = ? and row_version = ?`).
 * Whether a row was written: false when it is gone or another write came first.
 */
export async function updateVersioned<T extends VersionedTable>(
  tx: Executor,
  table: T,
  id: string,
  changes: PgUpdateSetSource<T>,
  version?: number,
): Promise<boolean> {
  const written = await tx
    .update(table)
    .set({ ...changes, rowVersion: nextVersion(table.rowVersion) } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), version === undefined ? undefined : eq(table.rowVersion, version)))
    .returning({ id: table.id });
  return written.length > 0;
}

export const staleVersion = (): HttpError =>
  new HttpError(409, 'stale_version', 'Someone else saved this record after you opened it: nothing was saved. Review their changes, then save again');

/** Refuses a form's save whose record is no longer at the version the form was opened on; thrown inside its transaction, nothing is written. */
export function refuseIfStale(current: boolean): void {
  if (!current) throw staleVersion();
}
