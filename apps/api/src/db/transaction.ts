import type { Database, Transaction } from './database.js';

/**
 * The one way to run several statements atomically.
 *
 * On PostgreSQL drizzle checks a dedicated client out of the pool for the transaction. On PGlite (a
 * single connection) drizzle delegates to PGlite's own transaction(), which holds PGlite's transaction
 * mutex from BEGIN to COMMIT; every other query() waits on that same mutex, so concurrent requests
 * cannot slip statements into an open transaction. Inside `work`, use only `tx`: a statement sent
 * through the outer database would wait for the mutex this transaction holds, forever on PGlite.
 * Keep slow work (password hashing, mail) outside, since PGlite is blocked while a transaction runs.
 */
export function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
