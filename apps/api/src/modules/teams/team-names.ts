import { asc, eq, sql } from 'drizzle-orm';
import type { TeamRef } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { teams } from '../../db/schema.js';

/** The league's teams by name, as games, calendars and brackets name them. */
export function teamsByName(db: Executor, leagueId: string): Promise<TeamRef[]> {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.leagueId, leagueId))
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
}
