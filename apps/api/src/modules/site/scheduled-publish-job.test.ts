import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { bearer, useTestApp } from '../../../test/helper.js';
import { clubs, jobs, siteSettings } from '../../db/schema.js';

const t = useTestApp();

const club2Id = async () => (await t.database.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, 'club2')))[0]!.id;
/** The stored site, read without the API (whose reads would carry a due schedule out themselves). */
const storedSite = async () =>
  (
    await t.database.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.clubId, await club2Id()))
  )[0]!;
const admin = async () => bearer(await t.loginAs('admin@example.com'));
const scheduleIn = async (minutes: number) => {
  const publishAt = new Date(t.clock().getTime() + minutes * 60_000).toISOString();
  const response = await t.app.inject({ method: 'POST', url: '/api/club2/settings/site/publish', headers: await admin(), payload: { publish_at: publishAt } });
  expect(response.statusCode).toBe(200);
  return publishAt;
};

describe('a scheduled site publish runs as a background job', () => {
  it('publishes at the scheduled time with nobody reading the site', async () => {
    const { version } = await storedSite();
    const publishAt = await scheduleIn(60);
    const [job] = await t.database.db.select().from(jobs).where(like(jobs.key, 'site-publish:%'));
    expect(job).toMatchObject({ queue: 'site-publish', key: `site-publish:${await club2Id()}:${publishAt}`, clubId: await club2Id() });
    expect(job!.runAt.toISOString()).toBe(publishAt);

    t.clock.advanceMinutes(59);
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advanceMinutes(1);
    expect(await t.app.jobs.drain()).toBe(1);
    const site = await storedSite();
    expect(site).toMatchObject({ version: version + 1, scheduledAt: null, scheduledDocument: null, publishedByName: 'Alex Morgan' });
    expect(site.publishedAt!.toISOString()).toBe(publishAt);
  });

  it('does nothing when the schedule was cancelled, moved, or already carried out by a read', async () => {
    const { version } = await storedSite();
    await scheduleIn(60);
    expect((await t.app.inject({ method: 'POST', url: '/api/club2/settings/site/cancel-schedule', headers: await admin() })).statusCode).toBe(200);
    t.clock.advanceMinutes(61);
    expect(await t.app.jobs.drain()).toBe(1);
    expect((await storedSite()).version).toBe(version);

    // Scheduled for an hour, then moved to two: the first job finds nothing due, the second publishes.
    await scheduleIn(60);
    const movedTo = await scheduleIn(120);
    t.clock.advanceMinutes(61);
    expect(await t.app.jobs.drain()).toBe(1);
    expect((await storedSite()).version).toBe(version);
    t.clock.advanceMinutes(60);
    expect(await t.app.jobs.drain()).toBe(1);
    expect(await storedSite()).toMatchObject({ version: version + 1, scheduledAt: null });
    expect((await storedSite()).publishedAt!.toISOString()).toBe(movedTo);

    // A read after the time publishes first (readers never see a stale site); the job then has nothing left to do.
    await scheduleIn(30);
    t.clock.advanceMinutes(31);
    expect((await t.app.inject({ method: 'GET', url: '/api/club2/settings/site', headers: await admin() })).json()).toMatchObject({ version: version + 2 });
    expect(await t.app.jobs.drain()).toBe(1);
    expect((await storedSite()).version).toBe(version + 2);
  });
});
