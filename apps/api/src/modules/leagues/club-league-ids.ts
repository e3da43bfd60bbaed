import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { leagues } from '../../db/schema.js';

/** Which of these leagues are the club's (what another module may ask of the leagues it names: the site shows only the club's own). */
export async function leaguesOfClub(db: Executor, clubId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(and(eq(leagues.clubId, clubId), inArray(leagues.id, [...new Set(ids)])));
  return rows.map((row) => row.id);
}
