import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();

describe('health', () => {
  it('GET /api/health answers while the process lives', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready checks the database, and says 503 once it is gone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ok' });
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The database is not reachable', code: 'service_unavailable' });
  });
});
