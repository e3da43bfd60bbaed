import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Executor } from '../../db/database.js';
import { stripeEvents } from '../../db/schema.js';

/** Stores a verified event once by its id; false when it was already there (a retry or a replay). */
export async function claimEvent(tx: Executor, event: Stripe.Event, at: Date): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, accountId: event.account ?? null, payload: event as unknown as Record<string, unknown>, receivedAt: at })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/** The stored event, unless it was processed already. */
export async function unprocessedEvent(db: Executor, id: string): Promise<Stripe.Event | null> {
  const [row] = await db
    .select({ payload: stripeEvents.payload })
    .from(stripeEvents)
    .where(and(eq(stripeEvents.id, id), isNull(stripeEvents.processedAt)));
  return row ? (row.payload as unknown as Stripe.Event) : null;
}

export async function markProcessed(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(stripeEvents).set({ processedAt: at }).where(eq(stripeEvents.id, id));
}
