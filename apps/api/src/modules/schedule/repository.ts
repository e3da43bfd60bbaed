import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { games, leagues, locations, playingAreas } from '../../db/schema.js';

type GameRow = typeof games.$inferSelect;
type GameChanges = Partial<Omit<typeof games.$inferInsert, 'id' | 'leagueId'>>;

/** The league's regular-season games in start order: what a re-plan keeps or replaces. */
export function regularGamesOf(db: Executor, leagueId: string): Promise<GameRow[]> {
  return db
    .select()
    .from(games)
    .where(sql`${games.leagueId} = ${leagueId} and ${games.stage} = 'regular'`)
    .orderBy(asc(games.startsAt));
}

/** The league's games among these ids, held FOR UPDATE in id order: two writes locking the same games cannot deadlock. */
export function lockGames(tx: Executor, leagueId: string, gameIds: readonly string[]): Promise<GameRow[]> {
  return tx
    .select()
    .from(games)
    .where(and(eq(games.leagueId, leagueId), inArray(games.id, [...gameIds])))
    .orderBy(games.id)
    .for('update');
}

/** The active game (of any league) holding a court at an instant, other than the one being moved, with the names a refusal gives. */
export async function findCourtHolder(db: Executor, playingAreaId: string, startsAt: Date, exceptGameId: string | null) {
  const [holder] = await db
    .select({ courtName: playingAreas.name, locationName: locations.name, timezone: locations.timezone, startsAt: games.startsAt, leagueName: leagues.name })
    .from(games)
    .innerJoin(leagues, eq(leagues.id, games.leagueId))
    .innerJoin(locations, eq(locations.id, games.locationId))
    .innerJoin(playingAreas, eq(playingAreas.id, games.playingAreaId))
    .where(
      and(
        eq(games.playingAreaId, playingAreaId),
        eq(games.startsAt, startsAt),
        eq(games.isActive, true),
        exceptGameId ? ne(games.id, exceptGameId) : undefined,
      ),
    );
  return holder;
}

/** The most games scored in one match of the league: how far its match format may shrink. */
export async function mostGamesScored(db: Executor, leagueId: string): Promise<number> {
  const [scored] = await db
    .select({ most: max(sql<number>`jsonb_array_length(${games.scores})`) })
    .from(games)
    .where(eq(games.leagueId, leagueId));
  return Number(scored?.most ?? 0);
}

export async function insertGames(tx: Executor, rows: (typeof games.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(games).values(rows);
}

export async function deleteGames(tx: Executor, gameIds: readonly string[]): Promise<void> {
  if (gameIds.length > 0) await tx.delete(games).where(inArray(games.id, [...gameIds]));
}

export async function updateGames(tx: Executor, gameIds: readonly string[], changes: GameChanges): Promise<void> {
  await tx
    .update(games)
    .set(changes)
    .where(inArray(games.id, [...gameIds]));
}
