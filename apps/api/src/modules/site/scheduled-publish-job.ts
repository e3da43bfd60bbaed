import type { Executor } from '../../db/database.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { ClubRow } from '../clubs/club-row.js';

export const SITE_PUBLISH_QUEUE = 'site-publish';

type SiteOwner = Pick<ClubRow, 'id' | 'name'>;

/**
 * A job at the scheduled time that carries the schedule out, so the site goes live then even when nobody reads
 * it. One job per club and time: scheduling the same time again adds nothing, and a job whose schedule was
 * cancelled, moved or already carried out by a read finds nothing due and does nothing.
 */
export const enqueueScheduledPublish = (jobs: JobQueue, tx: Executor, club: SiteOwner, at: Date): Promise<void> =>
  jobs.enqueue(tx, {
    queue: SITE_PUBLISH_QUEUE,
    key: `site-publish:${club.id}:${at.toISOString()}`,
    clubId: club.id,
    runAt: at,
    payload: { club_id: club.id, club_name: club.name, publish_at: at.toISOString() },
  });

/** The handler: the site service's own due-publish, a no-op when nothing is due. */
export function handleScheduledPublish(jobs: JobQueue, publishIfDue: (club: SiteOwner) => Promise<void>): void {
  jobs.handle(SITE_PUBLISH_QUEUE, (payload) => publishIfDue({ id: String(payload.club_id), name: String(payload.club_name) }));
  jobs.describe(SITE_PUBLISH_QUEUE, () => 'Publishing the club’s site at the time it was scheduled for');
}
