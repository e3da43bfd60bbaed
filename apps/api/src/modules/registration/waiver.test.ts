import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationOptions, Waiver } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { clubIdOf, insertLeague } from '../../../test/fixtures.js';
import type { StripeTestContext } from '../../../test/stripe-harness.js';
import { DEMO_WAIVER } from '../../db/seed-ledger.js';
import { auditLog, waiverVersions } from '../../db/schema.js';
import { playerBearer, registerBody, sessionFor } from './test-support.js';
import { waiverDigest } from './waiver-repository.js';

const t = useTestApp();

describe('the club admin reads and edits the registration waiver', () => {
  let token: string;
  let leagueId: string;
  const url = '/api/club1/waiver';
  const get = () => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const put = (body: unknown) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: body as object });
  const publicOptions = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/public/clubs/club1/leagues/${leagueId}/registration` })).json<RegistrationOptions>();
  const waiverAudits = async () =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clubId, await clubIdOf(t.database.db, 'club1')), eq(auditLog.entityType, 'waiver')));

  beforeAll(async () => {
    token = await t.loginAs('admin@example.com');
    leagueId = (await insertLeague(t.database.db, 'club1', { paymentMode: 'free', teamFeeCents: 0, playerFeeCents: 0 })).id;
  });

  it('reads the seeded waiver', async () => {
    const response = await get();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Waiver>()).toMatchObject({ body: DEMO_WAIVER, sha256: waiverDigest(DEMO_WAIVER), version_count: 1 });
    expect(response.json<Waiver>().updated_at).toEqual(expect.any(String));
  });

  it('saves a new text as a new version, which registration then shows, and writes History', async () => {
    const saved = await put({ body: '  Play fair and at your own risk.\n' });
    expect(saved.statusCode, saved.body).toBe(200);
    const waiver = saved.json<Waiver>();
    expect(waiver).toMatchObject({ body: 'Play fair and at your own risk.', sha256: waiverDigest('Play fair and at your own risk.'), version_count: 2 });
    expect(waiver.sha256).not.toBe(waiverDigest(DEMO_WAIVER));
    expect((await get()).json()).toEqual(waiver);
    expect((await publicOptions()).waiver).toEqual({ body: 'Play fair and at your own risk.', sha256: waiver.sha256 });
    expect(await waiverAudits()).toEqual([
      expect.objectContaining({
        action: 'update',
        actorName: expect.any(String),
        changes: { version: { before: 1, after: 2 }, sha256: { before: waiverDigest(DEMO_WAIVER), after: waiver.sha256 } },
      }),
    ]);
  });

  it('adds no version and no History entry for an unchanged text', async () => {
    const again = await put({ body: 'Play fair and at your own risk.' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Waiver>().version_count).toBe(2);
    const versions = await t.database.db
      .select()
      .from(waiverVersions)
      .where(eq(waiverVersions.clubId, await clubIdOf(t.database.db, 'club1')));
    expect(versions).toHaveLength(2);
    expect(await waiverAudits()).toHaveLength(1);
  });

  it('an empty text removes the waiver: registration shows none and asks no one to accept one', async () => {
    const removed = await put({ body: '   ' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ body: '', sha256: null, version_count: 3 });
    expect((await publicOptions()).waiver).toBeNull();
    expect((await waiverAudits()).map((entry) => entry.action).sort()).toEqual(['delete', 'update']);
    expect((await put({ body: '' })).json<Waiver>().version_count).toBe(3);

    const player = await sessionFor(t as StripeTestContext, 'club1', 'fay.free@example.com');
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/public/clubs/club1/leagues/${leagueId}/registrations`,
      headers: playerBearer(player),
      payload: registerBody({ as: 'free_agent', team_name: undefined, first_name: 'Fay', last_name: 'Free', waiver_sha256: null }),
    });
    expect(joined.statusCode, joined.body).toBe(201);

    const restored = await put({ body: DEMO_WAIVER });
    expect(restored.json()).toMatchObject({ sha256: waiverDigest(DEMO_WAIVER), version_count: 4 });
    expect((await publicOptions()).waiver?.sha256).toBe(waiverDigest(DEMO_WAIVER));
  });

  it('a registrant who accepted the version before an admin’s change is told it changed, and the public options carry the new one', async () => {
    const read = await publicOptions();
    expect(read.waiver?.sha256).toBe(waiverDigest(DEMO_WAIVER));
    expect((await put({ body: 'New rules: shin guards for everyone.' })).statusCode).toBe(200);

    const player = await sessionFor(t as StripeTestContext, 'club1', 'rae.reader@example.com');
    const join = (waiver: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/clubs/club1/leagues/${leagueId}/registrations`,
        headers: playerBearer(player),
        payload: registerBody({ as: 'free_agent', team_name: undefined, first_name: 'Rae', last_name: 'Reader', waiver_sha256: waiver }),
      });
    const stale = await join(read.waiver!.sha256);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'waiver_changed' });
    // The contract stays public: the new text and its hash, no admin's version count or dates.
    const fresh = await publicOptions();
    expect(fresh.waiver).toEqual({ body: 'New rules: shin guards for everyone.', sha256: waiverDigest('New rules: shin guards for everyone.') });
    expect((await join(fresh.waiver!.sha256)).statusCode).toBe(201);
    expect((await put({ body: DEMO_WAIVER })).statusCode).toBe(200);
  });

  it('refuses a NUL character and a text past 20,000 characters', async () => {
    const nul = await put({ body: 'Fair\u0000play' });
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await put({ body: 'x'.repeat(20_001) })).statusCode).toBe(400);
    expect((await put({ body: 'ok', extra: 1 })).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to another club’s admin', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await t.loginAs('other@example.com');
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(other) })).statusCode).toBe(403);
    const foreign = await t.app.inject({ method: 'PUT', url, headers: bearer(other), payload: { body: 'Mine now' } });
    expect(foreign.statusCode).toBe(403);
    expect((await get()).json<Waiver>().body).toBe(DEMO_WAIVER);
    expect((await t.app.inject({ method: 'GET', url: '/api/club4/waiver', headers: bearer(other) })).statusCode).toBe(200);
  });
});
