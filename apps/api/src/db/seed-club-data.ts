import { inArray } from 'drizzle-orm';
import type { Executor } from './database.js';
import { addClubPlan } from './seed-club-builder.js';
import type { ClubPlan } from './seed-club-plan.js';
import { CLUB2_PLAN } from './seed-club2-plan.js';
import { CLUB1_PLAN, CLUB4_PLAN } from './seed-other-club-plans.js';
import { SeedRows } from './seed-rows.js';
import { clubs } from './schema.js';

/** club2 carries the demo; club1 and club4 get a little so that views across clubs differ. */
export const CLUB_PLANS: readonly ClubPlan[] = [CLUB2_PLAN, CLUB1_PLAN, CLUB4_PLAN];

/**
 * The demo clubs' locations, questions, players, leagues, teams and registrations, each with its
 * 'create' History entry. Dates are counted from `now` in each club's timezone, so the open league
 * is always closing soon and the in-season league always spans today. Runs inside the demo seed's
 * transaction, right after the clubs exist.
 */
export async function seedClubData(tx: Executor, now: Date): Promise<void> {
  const slugs = CLUB_PLANS.map((plan) => plan.slug);
  const found = await tx
    .select({ id: clubs.id, slug: clubs.slug, timezone: clubs.timezone, defaultSport: clubs.defaultSport })
    .from(clubs)
    .where(inArray(clubs.slug, slugs));
  const bySlug = new Map(found.map((club) => [club.slug, club]));
  const rows = new SeedRows(now);
  for (const plan of CLUB_PLANS) {
    const club = bySlug.get(plan.slug);
    if (!club) throw new Error(`Demo club ${plan.slug} is missing`);
    addClubPlan(rows, club, plan, now);
  }
  await rows.insert(tx);
}
