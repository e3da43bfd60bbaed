import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { LocationListQuery } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { games, leagueLocations, locations, playingAreas } from '../../db/schema.js';
import { likePattern, pageWindow } from '../../lib/pagination.js';
import { updateVersioned } from '../../lib/row-version.js';
import { archivedCondition } from './archived-filter.js';

export type LocationRow = typeof locations.$inferSelect;
export type PlayingAreaRow = typeof playingAreas.$inferSelect;
export type PlayingAreaWithGames = PlayingAreaRow & { gamesCount: number };

export interface LocationUsage {
  leagues: number;
  games: number;
  areas: PlayingAreaWithGames[];
}

/** One location of the club, optionally locked for the rest of the transaction (it blocks new games and league links to it). */
export async function findLocation(db: Executor, clubId: string, id: string, lock = false): Promise<LocationRow | undefined> {
  const query = db
    .select()
    .from(locations)
    .where(and(eq(locations.clubId, clubId), eq(locations.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Locks a location's playing areas, so games counted afterwards cannot be joined by new ones before commit. */
export async function lockPlayingAreas(tx: Executor, locationId: string): Promise<void> {
  await tx.select({ id: playingAreas.id }).from(playingAreas).where(eq(playingAreas.locationId, locationId)).for('update');
}

export async function listLocations(db: Executor, clubId: string, query: LocationListQuery): Promise<{ rows: LocationRow[]; total: number }> {
  const pattern = query.q ? likePattern(query.q) : null;
  const where = and(
    eq(locations.clubId, clubId),
    archivedCondition(locations.archivedAt, query.archived),
    pattern ? or(ilike(locations.name, pattern), ilike(locations.address, pattern)) : undefined,
  );
  const direction = query.order === 'desc' ? desc : asc;
  const sortKey = query.sort === 'created_at' ? locations.createdAt : sql`lower(${locations.name})`;
  const { limit, offset } = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    db.select().from(locations).where(where).orderBy(direction(sortKey), direction(locations.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(locations).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** For each location: the leagues listing it, its games, and its playing areas in order with their games. */
export async function usageOf(db: Executor, locationIds: string[]): Promise<Map<string, LocationUsage>> {
  const usage = new Map<string, LocationUsage>(locationIds.map((id) => [id, { leagues: 0, games: 0, areas: [] }]));
  if (locationIds.length === 0) return usage;
  // One after the other: inside a transaction the three share one connection.
  const leagueCounts = await db
    .select({ locationId: leagueLocations.locationId, total: count() })
    .from(leagueLocations)
    .where(inArray(leagueLocations.locationId, locationIds))
    .groupBy(leagueLocations.locationId);
  const gameCounts = await db
    .select({ locationId: games.locationId, total: count() })
    .from(games)
    .where(inArray(games.locationId, locationIds))
    .groupBy(games.locationId);
  const areas = await db
    .select({ area: playingAreas, gamesCount: count(games.id) })
    .from(playingAreas)
    .leftJoin(games, eq(games.playingAreaId, playingAreas.id))
    .where(inArray(playingAreas.locationId, locationIds))
    .groupBy(playingAreas.id)
    .orderBy(asc(playingAreas.position), asc(playingAreas.id));
  for (const row of leagueCounts) usage.get(row.locationId)!.leagues = row.total;
  for (const row of gameCounts) usage.get(row.locationId)!.games = row.total;
  for (const row of areas) usage.get(row.area.locationId)!.areas.push({ ...row.area, gamesCount: row.gamesCount });
  return usage;
}

export type LocationFields = Pick<typeof locations.$inferInsert, 'name' | 'address' | 'timezone' | 'notes' | 'sport'>;
export type NewPlayingArea = Pick<typeof playingAreas.$inferInsert, 'id' | 'name' | 'position' | 'archivedAt'>;

export async function insertLocation(tx: Executor, row: typeof locations.$inferInsert): Promise<void> {
  await tx.insert(locations).values(row);
}

/** Writes the changes as one more version; with `version` (a form's save) only over that version. Whether a row was written. */
export function updateLocation(
  tx: Executor,
  id: string,
  changes: Partial<LocationFields> & { archivedAt?: Date | null; updatedAt: Date },
  version?: number,
): Promise<boolean> {
  return updateVersioned(tx, locations, id, changes, version);
}

export async function deleteLocation(tx: Executor, id: string): Promise<void> {
  await tx.delete(locations).where(eq(locations.id, id));
}

export async function insertPlayingAreas(tx: Executor, locationId: string, areas: NewPlayingArea[], at: Date): Promise<void> {
  if (areas.length === 0) return;
  await tx.insert(playingAreas).values(areas.map((area) => ({ ...area, locationId, createdAt: at })));
}

export async function deletePlayingAreas(tx: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(playingAreas).where(inArray(playingAreas.id, ids));
}

export async function updatePlayingArea(tx: Executor, id: string, changes: Partial<Pick<PlayingAreaRow, 'name' | 'position' | 'archivedAt'>>): Promise<void> {
  await tx.update(playingAreas).set(changes).where(eq(playingAreas.id, id));
}
