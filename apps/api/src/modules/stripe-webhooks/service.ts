import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { HttpError } from '../../lib/http-error.js';
import type { StripeEventRegistry } from '../../lib/stripe/event-registry.js';
import { claimEvent, markProcessed, unprocessedEvent } from './repository.js';

export const STRIPE_EVENT_QUEUE = 'stripe-event';

/** Stripe's default, and what its docs recommend: an older signature is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header (seconds), as signed; NaN when absent. */
const signedAt = (signature: string): number => Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);

const invalidSignature = () => new HttpError(400, 'invalid_signature', 'The Stripe-Signature header is missing, invalid or too old');

interface Deps {
  db: Database;
  clock: Clock;
  stripe: Stripe;
  jobs: JobQueue;
  stripeEvents: StripeEventRegistry;
  log: FastifyBaseLogger;
}

/**
 * Stripe's webhooks: verified on the raw body, stored once by event id and handed to a job in the same transaction,
 * so the answer is immediate and a duplicate delivery (Stripe retries, replays) changes nothing. Events of the mode
 * the app does not run in (test events on a live key, live ones on a test key) are answered and dropped.
 */
export function createStripeWebhooks({ db, clock, stripe, jobs, stripeEvents, log }: Deps, secret: string | null, liveMode: boolean) {
  return {
    async receive(raw: Buffer, signature: string | undefined): Promise<void> {
      if (!signature) throw invalidSignature();
      if (!secret) {
        log.error('Stripe webhook refused: STRIPE_WEBHOOK_SECRET is not set');
        throw invalidSignature();
      }
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(raw, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
        // The SDK refuses old signatures only; one dated ahead of the tolerance is as suspect (a replay prepared in advance).
        if (signedAt(signature) > Math.floor(Date.now() / 1000) + SIGNATURE_TOLERANCE_SECONDS) throw new Error('signature dated in the future');
      } catch (error) {
        log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'Stripe webhook refused');
        throw invalidSignature();
      }
      // A Connect endpoint receives the connected accounts' events of both modes: the other mode's are not ours to act on.
      if (event.livemode !== liveMode) {
        log.info({ event_id: event.id, livemode: event.livemode }, 'Stripe event of the other mode ignored');
        return;
      }
      await inTransaction(db, async (tx) => {
        if (!(await claimEvent(tx, event, clock()))) return;
        await jobs.enqueue(tx, { queue: STRIPE_EVENT_QUEUE, key: `stripe-event:${event.id}`, payload: { event_id: event.id } });
      });
    },

    /** The job: the event's handlers, then the event marked processed; a processed event is not run again. */
    async process(eventId: string): Promise<void> {
      const event = await unprocessedEvent(db, eventId);
      if (!event) return;
      await stripeEvents.dispatch(event);
      await markProcessed(db, eventId, clock());
    },
  };
}
