import { newId, type LeagueInput } from '@matchday/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { auditLog, questions } from '../../db/schema.js';
import { clubIdOf } from '../../../test/fixtures.js';

/** Rows and bodies the league tests share; the fixtures have no question inserter. */
export async function insertQuestion(db: Database, slug: string, overrides: Partial<typeof questions.$inferInsert> = {}) {
  const [question] = await db
    .insert(questions)
    .values({
      id: newId(),
      clubId: await clubIdOf(db, slug),
      label: 'T-shirt size',
      type: 'mcq',
      options: ['S', 'M', 'L'],
      helpText: 'For the team shirt',
      ...overrides,
    })
    .returning();
  return question!;
}

let sequence = 0;
/** A name no other test (nor the demo data) uses. */
export const uniqueName = (prefix: string) => `${prefix} ${++sequence}-${newId().slice(-6)}`;

/** A valid POST /leagues body. */
export const leagueInput = (overrides: Partial<LeagueInput> = {}): LeagueInput => ({
  name: uniqueName('League'),
  sport: 'soccer',
  description: 'Weekly evening games',
  season: 'Fall 2026',
  season_start: '2026-09-01',
  season_end: '2026-12-15',
  play_times: [{ day: 'tue', start_time: '18:30' }],
  location_ids: [],
  registration_type: 'teams_and_individuals',
  payment_mode: 'captains_pay',
  team_fee_cents: 50_000,
  player_fee_cents: 0,
  team_capacity: 8,
  roster_min: 5,
  roster_max: 12,
  registration_opens_on: '2026-02-01',
  registration_closes_on: '2026-08-15',
  questions: [],
  bracket_type: 'single-elimination',
  ...overrides,
});

export function auditEntriesOf(db: Database, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'league'), eq(auditLog.entityId, entityId)));
}

export function auditEntriesOfLeague(db: Database, leagueId: string) {
  return db.select().from(auditLog).where(eq(auditLog.leagueId, leagueId));
}
