import { isLeagueEditable } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { findLeagueRow, type LeagueLock, type LeagueRow } from './repository.js';

export type { LeagueLock, LeagueRow };

export const LEAGUE_NOT_FOUND = 'League not found';

/**
 * The club's league, or 404 whatever the id (another club's, or not an id at all). With a lock, the row is
 * held until the transaction ends: the guard against check-then-insert races on what the league holds.
 */
export async function findLeague(db: Executor, clubId: string, leagueId: string, lock?: LeagueLock): Promise<LeagueRow> {
  const league = await findLeagueRow(db, clubId, leagueId, lock);
  if (!league) throw notFound(LEAGUE_NOT_FOUND);
  return league;
}

export function assertEditable(league: LeagueRow): void {
  if (!isLeagueEditable(league.status)) {
    throw new HttpError(409, 'not_editable', 'This league is archived: move it back to draft to change its teams and players');
  }
}

/** The first statement of every write to what a league holds (teams, registrations, games, bracket, rules): lock the league, refuse an archived one. */
export async function lockEditableLeague(tx: Executor, clubId: string, leagueId: string, lock: LeagueLock): Promise<LeagueRow> {
  const league = await findLeague(tx, clubId, leagueId, lock);
  assertEditable(league);
  return league;
}
