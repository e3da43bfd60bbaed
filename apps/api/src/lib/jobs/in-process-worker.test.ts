import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/helper.js';
import { jobs } from '../../db/schema.js';
import { loadEnv } from '../../env.js';

describe('JOBS_IN_PROCESS', () => {
  it('defaults to on for PGlite, off for PostgreSQL and in tests; says so when set', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).JOBS_IN_PROCESS).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db.internal/matchday' }).JOBS_IN_PROCESS).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }).JOBS_IN_PROCESS).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', JOBS_IN_PROCESS: 'true' }).JOBS_IN_PROCESS).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', JOBS_IN_PROCESS: 'false' }).JOBS_IN_PROCESS).toBe(false);
    expect(() => loadEnv({ JOBS_IN_PROCESS: 'yes' })).toThrow(/JOBS_IN_PROCESS/);
  });

  it('when on, the API process runs due jobs by itself from the moment it is ready, and stops with it', async () => {
    const t = await createTestApp({ JOBS_IN_PROCESS: 'true', JOBS_POLL_MS: '20' });
    try {
      const runs: string[] = [];
      t.app.jobs.handle('test-in-process', async (_payload, context) => void runs.push(context.key));
      await t.app.jobs.enqueue(t.app.db, { queue: 'test-in-process', key: 'in-process:1', payload: {} });
      await vi.waitFor(() => expect(runs).toEqual(['in-process:1']), { timeout: 10_000 });
      await vi.waitFor(async () => {
        const [row] = await t.database.db.select().from(jobs).where(eq(jobs.key, 'in-process:1'));
        expect(row!.doneAt).not.toBeNull();
      });
    } finally {
      await t.close();
    }
  });
});
