import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { engine } from '../../test/helper.js';
import { openPostgres } from './client.js';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(engine === 'postgres' && url)('PostgreSQL pool', () => {
  it('survives a pooled connection dying while idle (e.g. PostgreSQL restarting) and serves the next query', async () => {
    const error = vi.fn();
    const handle = openPostgres(url!, { error });
    // The engine-neutral Database type leaves execute()'s result untyped; on PostgreSQL it is node-postgres's.
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as pg.QueryResult<T & pg.QueryResultRow>).rows;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const [backend] = await rows<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      await admin.query('select pg_terminate_backend($1)', [backend!.pid]);
      await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'PostgreSQL pool client error'));

      const [after] = await rows<{ ok: number }>(sql`select 1 as ok`);
      expect(after!.ok).toBe(1);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
