import { locationAreaName, type Location, type PlayingArea } from '@matchday/domain';
import type { LocationRow, LocationUsage, PlayingAreaWithGames } from './repository.js';

const toPlayingArea = (row: PlayingAreaWithGames): PlayingArea => ({
  id: row.id,
  name: row.name,
  position: row.position,
  archived: row.archivedAt !== null,
  games_count: row.gamesCount,
});

/** The location as the API answers it; its areas are named by its sport, or else by the club's (`clubSport`). */
export const toLocation = (row: LocationRow, usage: LocationUsage, clubSport: string): Location => ({
  id: row.id,
  name: row.name,
  address: row.address,
  timezone: row.timezone,
  notes: row.notes,
  sport: row.sport,
  playing_area: locationAreaName(clubSport, row.sport),
  archived: row.archivedAt !== null,
  playing_areas: usage.areas.map(toPlayingArea),
  leagues_count: usage.leagues,
  games_count: usage.games,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  row_version: row.rowVersion,
});

/** What an admin edits of a location, as the audit log records it: the playing areas by name, in order. */
export interface LocationState {
  name: string;
  address: string | null;
  timezone: string;
  notes: string | null;
  sport: string | null;
  archived: boolean;
  playing_areas: readonly { name: string; archived: boolean }[];
}

export const locationSnapshot = (location: LocationState) => ({
  name: location.name,
  address: location.address,
  timezone: location.timezone,
  notes: location.notes,
  sport: location.sport,
  archived: location.archived,
  playing_areas: location.playing_areas.map((area) => ({ name: area.name, archived: area.archived })),
});
