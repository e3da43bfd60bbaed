import { formatDay, zonedDateTime } from '@matchday/domain';
import { uniqueViolation } from '../../db/errors.js';
import { HttpError } from '../../lib/http-error.js';

interface Holding {
  courtName: string;
  locationName: string;
  timezone: string;
  startsAt: Date | string;
  leagueName: string | null;
}

/** 409 court_taken, naming the court, its location, the day and time there, and the league that holds it. */
export function courtTaken({ courtName, locationName, timezone, startsAt, leagueName }: Holding): HttpError {
  const { date, time } = zonedDateTime(startsAt, timezone);
  const holder = leagueName ? ` by ${leagueName}` : '';
  return new HttpError(409, 'court_taken', `${courtName} at ${locationName} is taken on ${formatDay(date)} at ${time}${holder}`);
}

/** A write the court index refused because another request took the slot first: the same 409, without a name to give. */
export function rethrowCourtRace(error: unknown): never {
  if (uniqueViolation(error) === 'games_court_slot_unique') {
    throw new HttpError(409, 'court_taken', 'Another game took that court at that time a moment ago: choose another time or court');
  }
  throw error;
}
