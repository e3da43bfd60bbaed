import { aliasedTable, and, asc, eq, gte, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import type { GameStage } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { games, leagues, locations, playingAreas, teams } from '../../db/schema.js';

const homeTeams = aliasedTable(teams, 'home_teams');
const awayTeams = aliasedTable(teams, 'away_teams');

/** A game with the names every answer shows: location, court, timezone and both teams. */
const gameColumns = {
  game: games,
  locationName: locations.name,
  timezone: locations.timezone,
  courtName: playingAreas.name,
  homeTeamName: homeTeams.name,
  awayTeamName: awayTeams.name,
};

const selectGames = (db: Executor) =>
  db
    .select(gameColumns)
    .from(games)
    .innerJoin(locations, eq(locations.id, games.locationId))
    .innerJoin(playingAreas, eq(playingAreas.id, games.playingAreaId))
    .leftJoin(homeTeams, eq(homeTeams.id, games.homeTeamId))
    .leftJoin(awayTeams, eq(awayTeams.id, games.awayTeamId));

export type GameRecord = Awaited<ReturnType<typeof selectGames>>[number];
export type GameRow = typeof games.$inferSelect;

export interface GameFilter {
  teamId?: string | undefined;
  stage?: GameStage | undefined;
  /** Instants bounding starts_at: from inclusive, to exclusive. */
  from?: Date | undefined;
  to?: Date | undefined;
  gameIds?: readonly string[] | undefined;
}

/** The league's games in start order (then court), narrowed by the filter. */
export async function findGames(db: Executor, leagueId: string, filter: GameFilter = {}): Promise<GameRecord[]> {
  const conditions: (SQL | undefined)[] = [
    eq(games.leagueId, leagueId),
    filter.teamId ? or(eq(games.homeTeamId, filter.teamId), eq(games.awayTeamId, filter.teamId)) : undefined,
    filter.stage ? eq(games.stage, filter.stage) : undefined,
    filter.from ? gte(games.startsAt, filter.from) : undefined,
    filter.to ? lt(games.startsAt, filter.to) : undefined,
    filter.gameIds ? inArray(games.id, [...filter.gameIds]) : undefined,
  ];
  return selectGames(db)
    .where(and(...conditions))
    .orderBy(asc(games.startsAt), asc(locations.name), asc(playingAreas.position), asc(games.id));
}

/**
 * Active games of the club's other leagues on these courts between two instants, with their league's
 * name: what the spec §5 duplicate flag and the day view compare against.
 */
export async function findOtherLeaguesGames(db: Executor, clubId: string, leagueId: string, playingAreaIds: readonly string[], from: Date, to: Date) {
  if (playingAreaIds.length === 0) return [];
  return db
    .select({
      playingAreaId: games.playingAreaId,
      startsAt: games.startsAt,
      isActive: games.isActive,
      leagueName: leagues.name,
      locationName: locations.name,
      courtName: playingAreas.name,
      timezone: locations.timezone,
    })
    .from(games)
    .innerJoin(leagues, eq(leagues.id, games.leagueId))
    .innerJoin(locations, eq(locations.id, games.locationId))
    .innerJoin(playingAreas, eq(playingAreas.id, games.playingAreaId))
    .where(
      and(
        eq(leagues.clubId, clubId),
        ne(games.leagueId, leagueId),
        inArray(games.playingAreaId, [...playingAreaIds]),
        gte(games.startsAt, from),
        lt(games.startsAt, new Date(to.getTime() + 1)),
      ),
    );
}
export type OtherLeagueGame = Awaited<ReturnType<typeof findOtherLeaguesGames>>[number];
