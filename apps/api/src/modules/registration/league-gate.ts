import { dateInTimezone, isPublicLeagueStatus, isRegistrationOpen, type RegistrationWindow } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { ClubRow } from '../clubs/club-row.js';
import { findLeague, type LeagueLock, type LeagueRow } from '../leagues/league-access.js';

/** A league the public may see (a draft or archived league is the same 404 as an unknown one), locked when asked. */
export async function publicLeague(db: Executor, club: ClubRow, leagueId: string, lock?: LeagueLock): Promise<LeagueRow> {
  const league = await findLeague(db, club.id, leagueId, lock).catch(() => undefined);
  if (!league || !isPublicLeagueStatus(league.status)) throw notFound('League not found');
  return league;
}

/** A league's registration window as the domain's registrationState reads it (the public pages read it the same way). */
export const windowOf = (league: Pick<LeagueRow, 'status' | 'registrationOpensOn' | 'registrationClosesOn'>): RegistrationWindow => ({
  status: league.status,
  opens_on: league.registrationOpensOn,
  closes_on: league.registrationClosesOn,
});

/** Registration is open: the league takes registrations and today, in the club's timezone, is inside its window. */
export function isOpen(league: LeagueRow, club: ClubRow, now: Date): boolean {
  return isRegistrationOpen(windowOf(league), dateInTimezone(now, club.timezone));
}

export function assertOpen(league: LeagueRow, club: ClubRow, now: Date): void {
  if (!isOpen(league, club, now)) throw new HttpError(409, 'registration_closed', 'Registration for this league is not open');
}
