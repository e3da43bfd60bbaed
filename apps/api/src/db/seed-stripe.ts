import { eq } from 'drizzle-orm';
import type { Executor } from './database.js';
import { clubs, stripeAccounts } from './schema.js';

/** The demo club that takes card payments has an onboarded account; `npm start` tells the fake Stripe about it at start. */
export const DEMO_STRIPE_ACCOUNTS = [{ slug: 'club1', accountId: 'acct_demo_club1' }] as const;

export async function seedStripeAccounts(tx: Executor, now: Date): Promise<void> {
  for (const { slug, accountId } of DEMO_STRIPE_ACCOUNTS) {
    const [club] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, slug));
    if (!club) continue;
    await tx
      .insert(stripeAccounts)
      .values({ clubId: club.id, accountId, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirements: {}, updatedAt: now });
  }
}
