import type { Env } from '../env.js';
import { openPglite, openPostgres, type DatabaseHandle, type PostgresLogger } from './client.js';
import { lockDataDir } from './lock.js';

/**
 * PostgreSQL when DATABASE_URL is set; otherwise PGlite in DATA_DIR, locked to this process
 * (two processes on one PGlite directory silently lose writes). Throws DataDirLockedError when taken.
 */
export async function openConfiguredDatabase(config: Env, logger: PostgresLogger): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, logger, config.REQUEST_TIMEOUT_MS);
  const release = lockDataDir(config.DATA_DIR);
  try {
    const handle = await openPglite(config.DATA_DIR);
    return {
      ...handle,
      async close() {
        try {
          await handle.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
