import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { customers } from '../../db/schema.js';

export interface SavedCard {
  stripeCustomerId: string;
  stripePaymentMethodId: string;
}

/**
 * The cards players saved at checkout with their consent to be charged later without them (players_pay captains),
 * by player id. Only such a card may pay a team's remainder: the Payments tab offers the charge where this has one.
 */
export async function savedCardsOf(db: Executor, clubId: string, playerIds: readonly string[]): Promise<Map<string, SavedCard>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .select({ playerId: customers.playerId, stripeCustomerId: customers.stripeCustomerId, stripePaymentMethodId: customers.stripePaymentMethodId })
    .from(customers)
    .where(
      and(
        eq(customers.clubId, clubId),
        inArray(customers.playerId, [...playerIds]),
        isNotNull(customers.offSessionConsentAt),
        isNotNull(customers.stripeCustomerId),
        isNotNull(customers.stripePaymentMethodId),
      ),
    );
  return new Map(rows.map((row) => [row.playerId!, { stripeCustomerId: row.stripeCustomerId!, stripePaymentMethodId: row.stripePaymentMethodId! }]));
}
