import { and, eq } from 'drizzle-orm';
import { isLeagueEditable } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { leagues } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';

export type LeagueRow = typeof leagues.$inferSelect;

/**
 * How a write holds the league row until it commits. 'update' serializes the writes that count the
 * league's teams (team creation, import); 'share' lets roster changes of different teams run together
 * while keeping the league from being archived or resized under them.
 */
export type LeagueLock = 'update' | 'share';

/** The club's league, or 404 whatever the id (another club's, or not an id at all). */
export async function findLeague(db: Executor, clubId: string, leagueId: string, lock?: LeagueLock): Promise<LeagueRow> {
  const query = db.select().from(leagues).where(and(eq(leagues.clubId, clubId), eq(leagues.id, leagueId)));
  const [league] = lock ? await query.for(lock) : await query;
  if (!league) throw notFound('League not found');
  return league;
}

export function assertEditable(league: LeagueRow): void {
  if (!isLeagueEditable(league.status)) {
    throw new HttpError(409, 'not_editable', 'This league is archived: move it back to draft to change its teams and players');
  }
}

/** The first statement of every write to a league's teams and registrations: lock the league, refuse an archived one. */
export async function lockEditableLeague(tx: Executor, clubId: string, leagueId: string, lock: LeagueLock): Promise<LeagueRow> {
  const league = await findLeague(tx, clubId, leagueId, lock);
  assertEditable(league);
  return league;
}
