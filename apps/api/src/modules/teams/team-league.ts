import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { leagues, teams } from '../../db/schema.js';

/** A team of the club with its league's id, or undefined (what another module may ask to show a team's page). */
export async function teamOfClub(db: Executor, clubId: string, teamId: string): Promise<{ id: string; name: string; leagueId: string } | undefined> {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, leagueId: teams.leagueId })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(and(eq(teams.id, teamId), eq(leagues.clubId, clubId)));
  return row;
}
