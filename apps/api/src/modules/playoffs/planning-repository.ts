import { and, asc, eq, gte, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import { locationAreaName, type Court } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { blackouts, clubs, games, leagueLocations, leagues, locations, playingAreas } from '../../db/schema.js';

/**
 * The courts of the league's locations (not archived), in the league's location order then court order,
 * each named by its location's sport or else the club's.
 */
export async function leagueCourts(db: Executor, leagueId: string): Promise<Court[]> {
  const rows = await db
    .select({
      playing_area_id: playingAreas.id,
      location_id: locations.id,
      location_name: locations.name,
      court_name: playingAreas.name,
      timezone: locations.timezone,
      locationSport: locations.sport,
      clubSport: clubs.defaultSport,
    })
    .from(leagueLocations)
    .innerJoin(locations, eq(locations.id, leagueLocations.locationId))
    .innerJoin(clubs, eq(clubs.id, locations.clubId))
    .innerJoin(playingAreas, eq(playingAreas.locationId, locations.id))
    .where(and(eq(leagueLocations.leagueId, leagueId), isNull(playingAreas.archivedAt), isNull(locations.archivedAt)))
    .orderBy(asc(leagueLocations.position), asc(playingAreas.position));
  return rows.map(({ locationSport, clubSport, ...court }) => ({ ...court, playing_area: locationAreaName(clubSport, locationSport) }));
}

/** The club's days without games between two dates (inclusive), club-wide or at these locations. */
export async function blackoutsBetween(db: Executor, clubId: string, locationIds: readonly string[], from: string, to: string) {
  return db
    .select({ date: blackouts.date, location_id: blackouts.locationId })
    .from(blackouts)
    .where(
      and(
        eq(blackouts.clubId, clubId),
        gte(blackouts.date, from),
        lte(blackouts.date, to),
        locationIds.length > 0 ? or(isNull(blackouts.locationId), inArray(blackouts.locationId, [...locationIds])) : isNull(blackouts.locationId),
      ),
    );
}

/**
 * Every active game on these courts between two instants: those court slots are taken. With
 * `exceptRegularOf`, that league's regular-season games are left out (its planner decides them itself),
 * while its playoff games stay in: a re-plan must never put a regular game on a bracket's court and time.
 */
export async function activeGamesOnCourts(db: Executor, playingAreaIds: readonly string[], from: Date, to: Date, exceptRegularOf?: string) {
  if (playingAreaIds.length === 0) return [];
  const rows = await db
    .select({ playing_area_id: games.playingAreaId, startsAt: games.startsAt, league_name: leagues.name })
    .from(games)
    .innerJoin(leagues, eq(leagues.id, games.leagueId))
    .where(
      and(
        eq(games.isActive, true),
        inArray(games.playingAreaId, [...playingAreaIds]),
        gte(games.startsAt, from),
        lt(games.startsAt, to),
        exceptRegularOf ? or(ne(games.leagueId, exceptRegularOf), ne(games.stage, 'regular')) : undefined,
      ),
    );
  return rows.map(({ startsAt, ...row }) => ({ ...row, starts_at: startsAt.toISOString() }));
}
