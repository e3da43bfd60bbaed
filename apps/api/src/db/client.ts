import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import type { Database } from './database.js';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any constant shared by every process: the advisory lock that keeps concurrent starts from migrating twice. */
const MIGRATION_LOCK_KEY = 72_616_301;

/** Closing twice (e.g. a shutdown racing a failed start) is harmless. */
const once = (close: () => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
};

export interface DatabaseHandle {
  db: Database;
  engine: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface PostgresLogger {
  error(details: object, message: string): void;
}

/**
 * A network that goes silent (no reset, no answer) would otherwise hold a request for ever: TCP keepalive
 * notices a dead peer, and no query waits longer than a request may take.
 */
export function openPostgres(url: string, logger: PostgresLogger, queryTimeoutMs = 30_000): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000, keepAlive: true, query_timeout: queryTimeoutMs });
  // A client's error (PostgreSQL restarting, a session terminated) is an 'error' event: unheard, it would end the process.
  // The pool hears its idle clients; a client checked out by a request (between two statements of a transaction) needs its own listener.
  pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL pool client error'));
  pool.on('connect', (client) => client.on('error', (error) => logger.error({ err: error }, 'PostgreSQL client error')));
  return {
    db: drizzlePg(pool, { schema }),
    engine: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: once(() => pool.end()),
  };
}

/** PGlite in a directory (or in memory when none is given). */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(path.join(dataDir, 'pgdata')) : new PGlite();
  const db = drizzlePglite(client, { schema });
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: once(() => client.close()),
  };
}
