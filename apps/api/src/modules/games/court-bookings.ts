import { and, eq, gte, inArray, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { games, leagues } from '../../db/schema.js';

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
