import type { Executor } from '../../db/database.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { PermanentJobError } from '../../lib/jobs/permanent-job-error.js';

export const PAYMENT_ALERT_QUEUE = 'payment-alert';

export interface PaymentAlert {
  clubId: string;
  /** What the alert is about, once ('event:<Stripe event id>', 'remainder:<team id>:<intent id>'): the same alert is raised once. */
  key: string;
  /** The line the admin reads in the failed-tasks list ('Stripe event evt_… for order … not believed'). */
  summary: string;
  /** Why, with Stripe's own words where it gave any. */
  reason: string;
}

/**
 * Money that did not move as it should (a Stripe event that does not match its order, a card declined at the deadline)
 * is shown to the club's admin in the failed-tasks list, never silently dropped and never turned into money. It is a
 * job that fails at once and for good: the list shows its summary and reason; a retry only shows it again.
 */
export async function raisePaymentAlert(executor: Executor, jobs: JobQueue, alert: PaymentAlert): Promise<void> {
  await jobs.enqueue(executor, {
    queue: PAYMENT_ALERT_QUEUE,
    key: `payment-alert:${alert.key}`,
    clubId: alert.clubId,
    payload: { summary: alert.summary, reason: alert.reason },
    maxAttempts: 1,
  });
}

/** Registered once, when the app is built (the payments admin routes). */
export function handlePaymentAlerts(jobs: JobQueue): void {
  jobs.describe(PAYMENT_ALERT_QUEUE, (payload) => String(payload.summary));
  jobs.handle(PAYMENT_ALERT_QUEUE, async (payload) => {
    throw new PermanentJobError(String(payload.reason));
  });
}
