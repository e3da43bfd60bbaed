import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import { brackets, games } from '../../db/schema.js';

export type BracketRow = typeof brackets.$inferSelect;
export type GameRow = typeof games.$inferSelect;

/** The league's bracket; 'update' holds it until the transaction ends so that two re-derivations run one after the other. */
export async function findBracket(db: Executor, leagueId: string, lock?: 'update'): Promise<BracketRow | undefined> {
  const query = db.select().from(brackets).where(eq(brackets.leagueId, leagueId));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertBracket(db: Executor, row: typeof brackets.$inferInsert): Promise<BracketRow> {
  const [inserted] = await db.insert(brackets).values(row).returning();
  return inserted!;
}

/** Its games go with it (the foreign key cascades). */
export async function deleteBracket(db: Executor, bracketId: string): Promise<void> {
  await db.delete(brackets).where(eq(brackets.id, bracketId));
}

export async function insertGames(db: Executor, rows: (typeof games.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(games).values(rows);
}

/** The bracket's game rows in game-number order. */
export async function bracketGameRows(db: Executor, bracketId: string): Promise<GameRow[]> {
  return db.select().from(games).where(eq(games.bracketId, bracketId)).orderBy(asc(games.bracketGame));
}

export async function countPlayedGames(db: Executor, bracketId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(games)
    .where(and(eq(games.bracketId, bracketId), or(ne(games.winner, ''), sql`jsonb_array_length(${games.scores}) > 0`)));
  return row?.total ?? 0;
}

/** Active regular-season games of the league still without a result: the season the standings come from is not over. */
export async function countUnplayedRegularGames(db: Executor, leagueId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(games)
    .where(and(eq(games.leagueId, leagueId), eq(games.stage, 'regular'), eq(games.isActive, true), sql`jsonb_array_length(${games.scores}) = 0`));
  return row?.total ?? 0;
}

export type BracketGameChanges = Partial<Pick<GameRow, 'homeTeamId' | 'awayTeamId' | 'scores' | 'homePoints' | 'awayPoints' | 'winner' | 'isActive'>>;

export async function updateBracketGame(db: Executor, gameId: string, changes: BracketGameChanges, at: Date): Promise<void> {
  await db
    .update(games)
    .set({ ...changes, updatedAt: at })
    .where(eq(games.id, gameId));
}

/**
 * Turns a game back on only while no other active game holds its court at its instant; returns whether
 * it did. The partial unique index stays the guard against a game placed there at the same moment.
 */
export async function reactivateIfCourtFree(db: Executor, gameId: string, at: Date): Promise<boolean> {
  const holders = sql`select 1 from ${games} as holder
    where holder.playing_area_id = ${qualified(games.playingAreaId)} and holder.starts_at = ${qualified(games.startsAt)} and holder.is_active and holder.id <> ${qualified(games.id)}`;
  const updated = await db
    .update(games)
    .set({ isActive: true, updatedAt: at })
    .where(and(eq(games.id, gameId), sql`not exists (${holders})`))
    .returning({ id: games.id });
  return updated.length > 0;
}
