import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { blackouts } from '../../db/schema.js';

/** The club's days without games between two dates (inclusive), club-wide or at these locations: what schedules and brackets plan around. */
export async function blackoutsBetween(db: Executor, clubId: string, locationIds: readonly string[], from: string, to: string) {
  return db
    .select({ date: blackouts.date, location_id: blackouts.locationId })
    .from(blackouts)
    .where(
      and(
        eq(blackouts.clubId, clubId),
        gte(blackouts.date, from),
        lte(blackouts.date, to),
        locationIds.length > 0 ? or(isNull(blackouts.locationId), inArray(blackouts.locationId, [...locationIds])) : isNull(blackouts.locationId),
      ),
    );
}
