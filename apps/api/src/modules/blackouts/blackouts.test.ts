import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../../test/helper.js';
import { insertLocation } from '../../../test/fixtures.js';

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
});
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });

describe('blackout dates', () => {
  it('adds club-wide and location blackouts, refuses the same day twice and another club’s location, and removes them', async () => {
    const { location } = await insertLocation(t.database.db, 'club2');
    const clubWide = await call('POST', '/api/club2/blackouts', { date: '2026-11-26', reason: 'Thanksgiving' });
    expect(clubWide.statusCode).toBe(201);
    expect(clubWide.json()).toMatchObject({ date: '2026-11-26', location_id: null, location_name: null, reason: 'Thanksgiving' });
    const atLocation = await call('POST', '/api/club2/blackouts', { date: '2026-11-26', location_id: location.id });
    expect(atLocation.statusCode).toBe(201);
    const twice = await call('POST', '/api/club2/blackouts', { date: '2026-11-26' });
    expect(twice.statusCode).toBe(409);
    expect(Object.keys(twice.json().errors)).toEqual(['date']);
    const { location: foreign } = await insertLocation(t.database.db, 'club4');
    expect((await call('POST', '/api/club2/blackouts', { date: '2026-12-01', location_id: foreign.id })).statusCode).toBe(400);
    expect((await call('POST', '/api/club2/blackouts', { date: '26-11-2026' })).statusCode).toBe(400);
    const list = (await call('GET', '/api/club2/blackouts')).json().blackouts;
    expect(list.map((blackout: { location_name: string | null }) => blackout.location_name)).toEqual([null, location.name]);
    expect((await call('DELETE', `/api/club2/blackouts/${clubWide.json().id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/club2/blackouts/${clubWide.json().id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/club2/blackouts')).json().blackouts).toHaveLength(1);
  });
});
