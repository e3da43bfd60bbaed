import { and, eq, ne } from 'drizzle-orm';
import { formatDay, zonedDateTime } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { uniqueViolation } from '../../db/errors.js';
import { games, leagues, locations, playingAreas } from '../../db/schema.js';
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

/** The active game (of any league) holding a court at an instant, other than the one being moved. */
export async function findCourtHolder(db: Executor, playingAreaId: string, startsAt: Date, exceptGameId: string | null): Promise<Holding | undefined> {
  const [holder] = await db
    .select({ courtName: playingAreas.name, locationName: locations.name, timezone: locations.timezone, startsAt: games.startsAt, leagueName: leagues.name })
    .from(games)
    .innerJoin(leagues, eq(leagues.id, games.leagueId))
    .innerJoin(locations, eq(locations.id, games.locationId))
    .innerJoin(playingAreas, eq(playingAreas.id, games.playingAreaId))
    .where(and(eq(games.playingAreaId, playingAreaId), eq(games.startsAt, startsAt), eq(games.isActive, true), exceptGameId ? ne(games.id, exceptGameId) : undefined));
  return holder;
}

/** A write the court index refused because another request took the slot first: the same 409, without a name to give. */
export function rethrowCourtRace(error: unknown): never {
  if (uniqueViolation(error) === 'games_court_slot_unique') {
    throw new HttpError(409, 'court_taken', 'Another game took that court at that time a moment ago: choose another time or court');
  }
  throw error;
}
