import { defaultSiteDocument } from '@matchday/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../../test/helper.js';
import { auditLog, clubs, siteVersions } from '../../db/schema.js';

const t = useTestApp();
let admin = '';
let clubId = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
  const [club] = await t.database.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, 'club3'));
  clubId = club!.id;
});

// club3 has no site in the demo data.
const call = (path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/club3/settings/site${path}`, headers: bearer(admin), ...(payload === undefined ? {} : { payload }) });
const saveHeadline = (headline: string) => call('', { document: { ...defaultSiteDocument(), hero: { ...defaultSiteDocument().hero, headline } } });
const versionCount = async () => (await t.database.db.select().from(siteVersions).where(eq(siteVersions.clubId, clubId))).length;
const siteHistory = () =>
  t.database.db
    .select({ changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'site'), eq(auditLog.entityId, clubId)));

describe('a publish is done once (issue 20 §2: Publish double-clicked made two identical versions)', () => {
  it('two publishes of the same draft at once make one version, and both answer it', async () => {
    await saveHeadline('Spring season');
    const answers = await Promise.all([call('/publish'), call('/publish')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().version)).toEqual([1, 1]);
    expect(await versionCount()).toBe(1);
  });

  it('publishing what is already live changes nothing: no version, no History entry', async () => {
    const before = (await siteHistory()).length;
    const again = await call('/publish');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 1, has_unpublished_changes: false, draft: { hero: { headline: 'Spring season' } } });
    expect(await versionCount()).toBe(1);
    expect((await siteHistory()).length).toBe(before);
  });

  it('a new draft still publishes as the next version', async () => {
    await saveHeadline('Summer season');
    expect((await call('/publish')).json()).toMatchObject({ version: 2, has_unpublished_changes: false });
    expect(await versionCount()).toBe(2);
  });

  it('two schedules of the same draft for the same time at once are one schedule with one History entry', async () => {
    await saveHeadline('Autumn season');
    const before = (await siteHistory()).length;
    const publishAt = new Date(t.clock().getTime() + 86_400_000).toISOString();
    const answers = await Promise.all([call('/publish', { publish_at: publishAt }), call('/publish', { publish_at: publishAt })]);
    expect(answers.map((answer) => answer.json().scheduled_publish_at)).toEqual([publishAt, publishAt]);
    expect((await siteHistory()).length).toBe(before + 1);
  });
});
