import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FailedJob } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { clubs, jobs } from '../../db/schema.js';

const t = useTestApp();

const clubId = async (slug: string) => (await t.database.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, slug)))[0]!.id;

describe('failed background tasks', () => {
  it('lists the club’s dead jobs for its admin, and a retry runs the job again', async () => {
    let failing = true;
    let runs = 0;
    t.app.jobs.handle('test-receipt', async () => {
      runs += 1;
      if (failing) throw new Error('SMTP server said no');
    });
    t.app.jobs.describe('test-receipt', (payload) => `Receipt for order ${String(payload.order)}`);
    await t.app.jobs.enqueue(t.app.db, { queue: 'test-receipt', key: 'receipt:A', clubId: await clubId('club2'), payload: { order: 'A' }, maxAttempts: 2 });
    // Another club's dead job, which club2's admin must never see.
    await t.app.jobs.enqueue(t.app.db, { queue: 'test-receipt', key: 'receipt:B', clubId: await clubId('club4'), payload: { order: 'B' }, maxAttempts: 1 });
    await t.app.jobs.drain();
    t.clock.advanceMinutes(1);
    await t.app.jobs.drain();
    expect(runs).toBe(3);

    const admin = bearer(await t.loginAs('admin@example.com'));
    const listed = await t.app.inject({ method: 'GET', url: '/api/club2/jobs/failed', headers: admin });
    expect(listed.statusCode).toBe(200);
    const [failed, ...others] = listed.json<FailedJob[]>();
    expect(others).toEqual([]);
    expect(failed).toMatchObject({ queue: 'test-receipt', description: 'Receipt for order A', attempts: 2, last_error: 'SMTP server said no' });
    expect(failed!.dead_at).toBe(t.clock().toISOString());

    // Another club's admin: refused on club2, and club2's job is not found through their own club.
    const outsider = bearer(await t.loginAs('other@example.com'));
    expect((await t.app.inject({ method: 'GET', url: '/api/club2/jobs/failed', headers: outsider })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/club2/jobs/${failed!.id}/retry`, headers: outsider })).statusCode).toBe(403);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/club4/jobs/${failed!.id}/retry`, headers: outsider });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/club4/jobs/failed', headers: outsider })).json<FailedJob[]>();
    expect(theirs.map((job) => job.description)).toEqual(['Receipt for order B']);

    failing = false;
    expect((await t.app.inject({ method: 'POST', url: `/api/club2/jobs/${failed!.id}/retry`, headers: admin })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/club2/jobs/failed', headers: admin })).json()).toEqual([]);
    // A job no longer dead is not retried twice.
    expect((await t.app.inject({ method: 'POST', url: `/api/club2/jobs/${failed!.id}/retry`, headers: admin })).statusCode).toBe(404);
    expect(await t.app.jobs.drain()).toBe(1);
    expect(runs).toBe(4);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, failed!.id));
    expect(row).toMatchObject({ attempts: 1, deadAt: null, lastError: null });
    expect(row!.doneAt).not.toBeNull();
  });

  it('names a task of a queue without a description by its queue', async () => {
    t.app.jobs.handle('test-plain', async () => {
      throw new Error('broken');
    });
    await t.app.jobs.enqueue(t.app.db, { queue: 'test-plain', key: 'plain:1', clubId: await clubId('club1'), payload: {}, maxAttempts: 1 });
    await t.app.jobs.drain();
    const admin = bearer(await t.loginAs('admin@example.com'));
    const [failed] = (await t.app.inject({ method: 'GET', url: '/api/club1/jobs/failed', headers: admin })).json<FailedJob[]>();
    expect(failed).toMatchObject({ queue: 'test-plain', description: 'Background task “test-plain”', attempts: 1 });
  });
});
