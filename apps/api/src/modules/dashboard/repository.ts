import { and, asc, between, count, eq, isNull, ne } from 'drizzle-orm';
import type { LeagueStatus } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { leagues, locations, players, registrations, teams } from '../../db/schema.js';

const activeLeagueOf = (clubId: string) => and(eq(leagues.clubId, clubId), ne(leagues.status, 'archived'));

export async function leagueCountsByStatus(db: Executor, clubId: string): Promise<Map<LeagueStatus, number>> {
  const rows = await db.select({ status: leagues.status, total: count() }).from(leagues).where(eq(leagues.clubId, clubId)).groupBy(leagues.status);
  return new Map(rows.map((row) => [row.status, row.total]));
}

/** Teams of the club's leagues that are not archived. */
export async function countTeams(db: Executor, clubId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(teams).innerJoin(leagues, eq(leagues.id, teams.leagueId)).where(activeLeagueOf(clubId));
  return row?.total ?? 0;
}

/** The club's player directory. */
export async function countPlayers(db: Executor, clubId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(players).where(eq(players.clubId, clubId));
  return row?.total ?? 0;
}

/** Registrations without a team in leagues that are not archived. */
export async function countFreeAgents(db: Executor, clubId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(registrations)
    .innerJoin(leagues, eq(leagues.id, registrations.leagueId))
    .where(and(activeLeagueOf(clubId), isNull(registrations.teamId)));
  return row?.total ?? 0;
}

export async function countActiveLocations(db: Executor, clubId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(locations)
    .where(and(eq(locations.clubId, clubId), isNull(locations.archivedAt)));
  return row?.total ?? 0;
}

/** Leagues open for registration that close between two dates (both included), soonest first, with their teams. */
export async function leaguesClosingBetween(db: Executor, clubId: string, from: string, to: string) {
  return db
    .select({
      id: leagues.id,
      name: leagues.name,
      registrationClosesOn: leagues.registrationClosesOn,
      teamCapacity: leagues.teamCapacity,
      teamsCount: count(teams.id),
    })
    .from(leagues)
    .leftJoin(teams, eq(teams.leagueId, leagues.id))
    .where(and(eq(leagues.clubId, clubId), eq(leagues.status, 'registration_open'), between(leagues.registrationClosesOn, from, to)))
    .groupBy(leagues.id)
    .orderBy(asc(leagues.registrationClosesOn), asc(leagues.name));
}
