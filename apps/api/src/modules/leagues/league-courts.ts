import { and, asc, eq, isNull } from 'drizzle-orm';
import { locationAreaName, type Court } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { clubs, leagueLocations, locations, playingAreas } from '../../db/schema.js';

/**
 * The courts of the league's locations (not archived), in the league's location order then court order,
 * each named by its location's sport or else the club's: where the league's games may be played.
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
