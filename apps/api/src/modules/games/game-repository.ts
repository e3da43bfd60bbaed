import { aliasedTable, and, asc, eq, gte, inArray, lt, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { GameStage } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { preparedVariants } from '../../db/prepared.js';
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

export interface GameFilter {
  teamId?: string | undefined;
  stage?: GameStage | undefined;
  /** Instants bounding starts_at: from inclusive, to exclusive. */
  from?: Date | undefined;
  to?: Date | undefined;
  gameIds?: readonly string[] | undefined;
}

/** How a condition takes a filter's value: as it is, or as a placeholder of the filter's name in a prepared statement. */
type Bind = <T>(name: 'teamId' | 'stage' | 'from' | 'to', value: T) => T | Placeholder;
const asValue: Bind = (_name, value) => value;
const asPlaceholder: Bind = (name) => sql.placeholder(name);

function gameConditions(leagueId: string | Placeholder, filter: GameFilter, value: Bind = asValue): SQL | undefined {
  return and(
    eq(games.leagueId, leagueId),
    filter.teamId ? or(eq(games.homeTeamId, value('teamId', filter.teamId)), eq(games.awayTeamId, value('teamId', filter.teamId))) : undefined,
    filter.stage ? eq(games.stage, value('stage', filter.stage)) : undefined,
    filter.from ? gte(games.startsAt, value('from', filter.from)) : undefined,
    filter.to ? lt(games.startsAt, value('to', filter.to)) : undefined,
    filter.gameIds ? inArray(games.id, [...filter.gameIds]) : undefined,
  );
}

const inGameOrder = [asc(games.startsAt), asc(locations.name), asc(playingAreas.position), asc(games.id)];

const gamesQuery = (db: Database, filter: GameFilter) =>
  selectGames(db)
    .where(gameConditions(sql.placeholder('leagueId'), filter, asPlaceholder))
    .orderBy(...inGameOrder);
/** Named prepared statements of each database, one per combination of filters set. */
const preparedGames = new WeakMap<Database, ReturnType<typeof preparedVariants>>();

/** The league's games in start order (then court), narrowed by the filter. */
export async function findGames(db: Executor, leagueId: string, filter: GameFilter = {}): Promise<GameRecord[]> {
  // A transaction's statements run on its own connection; a list of game ids varies in length: both run unprepared.
  if (db instanceof PgTransaction || filter.gameIds)
    return selectGames(db)
      .where(gameConditions(leagueId, filter))
      .orderBy(...inGameOrder);
  let statements = preparedGames.get(db);
  if (!statements) preparedGames.set(db, (statements = preparedVariants()));
  const shape = [filter.teamId, filter.stage, filter.from, filter.to].map((value) => (value ? '1' : '0')).join('');
  return statements(`league_games_${shape}`, () => gamesQuery(db, filter)).execute({
    leagueId,
    teamId: filter.teamId,
    stage: filter.stage,
    from: filter.from?.toISOString(),
    to: filter.to?.toISOString(),
  });
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
