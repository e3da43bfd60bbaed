import { beforeAll, describe, expect, it } from 'vitest';
import { newId, type AddOn } from '@matchday/domain';
import { insertLeague } from '../../../test/fixtures.js';
import { bearer, useTestApp } from '../../../test/helper.js';

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
});

const addOnsUrl = (leagueId: string) => `/api/club1/leagues/${leagueId}/payments/add-ons`;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });

describe('PUT …/payments/add-ons/:productId from a stale version', () => {
  it('is refused (409 stale_version) with nothing written, Stop selling included; the version read now saves', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 28_000 });
    const created = await call('POST', addOnsUrl(league.id), { name: 'Team jersey', price_cents: 2_500, action_key: newId() });
    const jersey = created.json<AddOn>();
    expect(jersey.row_version).toBe(1);
    const fields = { name: 'Team jersey', description: null, price_cents: 2_500, max_quantity: 1, active: true };

    const repriced = await call('PUT', `${addOnsUrl(league.id)}/${jersey.id}`, { ...fields, price_cents: 3_000, row_version: 1 });
    expect(repriced.json()).toMatchObject({ price_cents: 3_000, row_version: 2 });

    // A Stop selling sent from the list as it was before the new price would put the old price back.
    const stale = await call('PUT', `${addOnsUrl(league.id)}/${jersey.id}`, { ...fields, active: false, row_version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version' });
    const prices = (await call('GET', `/api/club1/leagues/${league.id}/payments/prices`)).json<{ add_ons: AddOn[] }>();
    expect(prices.add_ons).toEqual([repriced.json()]);

    const stopped = await call('PUT', `${addOnsUrl(league.id)}/${jersey.id}`, { ...fields, price_cents: 3_000, active: false, row_version: 2 });
    expect(stopped.json()).toMatchObject({ active: false, price_cents: 3_000, row_version: 3 });
  });
});
