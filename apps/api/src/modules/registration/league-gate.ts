import { dateInTimezone } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { ClubRow } from '../clubs/club-row.js';
import { findLeague, type LeagueLock, type LeagueRow } from '../leagues/league-access.js';

const PUBLIC_STATUSES = new Set<LeagueRow['status']>(['registration_open', 'registration_closed', 'in_season', 'completed']);

/** A league the public may see (a draft or archived league is the same 404 as an unknown one), locked when asked. */
export async function publicLeague(db: Executor, club: ClubRow, leagueId: string, lock?: LeagueLock): Promise<LeagueRow> {
  const league = await findLeague(db, club.id, leagueId, lock).catch(() => undefined);
  if (!league || !PUBLIC_STATUSES.has(league.status)) throw notFound('League not found');
  return league;
}

/** Registration is open: the league takes registrations and today, in the club's timezone, is inside its window. */
export function isOpen(league: LeagueRow, club: ClubRow, now: Date): boolean {
  const today = dateInTimezone(now, club.timezone);
  return league.status === 'registration_open' && today >= league.registrationOpensOn && today <= league.registrationClosesOn;
}

export function assertOpen(league: LeagueRow, club: ClubRow, now: Date): void {
  if (!isOpen(league, club, now)) throw new HttpError(409, 'registration_closed', 'Registration for this league is not open');
}
