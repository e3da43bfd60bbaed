import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TeamListQuerySchema } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { games, players, registrations, teams } from '../../db/schema.js';
import { likePattern, pageWindow } from '../../lib/pagination.js';
import { nextVersion, updateVersioned } from '../../lib/row-version.js';
import { qualified } from '../../db/qualified-column.js';

type TeamListQuery = z.infer<typeof TeamListQuerySchema>;
export type TeamRow = typeof teams.$inferSelect;

const rosterCount = sql<number>`(select count(*) from ${registrations} where ${qualified(registrations.teamId)} = ${qualified(teams.id)})`.mapWith(Number);

/** A team with its captain's name and roster size: what every team answer shows. */
const teamColumns = {
  id: teams.id,
  leagueId: teams.leagueId,
  name: teams.name,
  captainPlayerId: teams.captainPlayerId,
  createdAt: teams.createdAt,
  updatedAt: teams.updatedAt,
  rowVersion: teams.rowVersion,
  captain: { id: players.id, firstName: players.firstName, lastName: players.lastName },
  rosterCount,
};

const selectTeams = (db: Executor) => db.select(teamColumns).from(teams).leftJoin(players, eq(players.id, teams.captainPlayerId));
export type TeamRecord = Awaited<ReturnType<typeof selectTeams>>[number];

const SORTS: Record<TeamListQuery['sort'], SQL> = {
  name: sql`lower(${teams.name})`,
  roster_count: sql`${rosterCount}`,
  created_at: sql`${teams.createdAt}`,
};

export async function listTeams(db: Executor, leagueId: string, query: TeamListQuery) {
  const where = and(eq(teams.leagueId, leagueId), query.q ? ilike(teams.name, likePattern(query.q)) : undefined);
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, totals] = await Promise.all([
    selectTeams(db).where(where).orderBy(direction(SORTS[query.sort]), asc(teams.id)).limit(pageWindow(query).limit).offset(pageWindow(query).offset),
    db.select({ total: count() }).from(teams).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findTeam(db: Executor, leagueId: string, teamId: string): Promise<TeamRecord | undefined> {
  const [row] = await selectTeams(db).where(and(eq(teams.leagueId, leagueId), eq(teams.id, teamId)));
  return row;
}

export async function teamsOfLeague(db: Executor, leagueId: string): Promise<TeamRecord[]> {
  return selectTeams(db).where(eq(teams.leagueId, leagueId)).orderBy(asc(teams.id));
}

/**
 * Locks these teams of the league until the transaction ends, in id order so that two writes locking
 * the same teams cannot deadlock. Returns the rows found (an id of another league is left out).
 */
export async function lockTeams(tx: Executor, leagueId: string, teamIds: readonly string[]): Promise<Map<string, TeamRow>> {
  if (teamIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.leagueId, leagueId), inArray(teams.id, [...teamIds])))
    .orderBy(asc(teams.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export async function countTeams(db: Executor, leagueId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(teams).where(eq(teams.leagueId, leagueId));
  return row?.total ?? 0;
}

export async function countRoster(db: Executor, teamId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(registrations).where(eq(registrations.teamId, teamId));
  return row?.total ?? 0;
}

export async function countGamesOf(db: Executor, teamId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(games)
    .where(or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId)));
  return row?.total ?? 0;
}

export async function insertTeams(db: Executor, rows: (typeof teams.$inferInsert)[]): Promise<TeamRow[]> {
  if (rows.length === 0) return [];
  return db.insert(teams).values(rows).returning();
}

/** Writes the changes as one more version; with `version` (a form's save) only over that version (see updateVersioned). */
export function updateTeam(
  db: Executor,
  teamId: string,
  changes: Partial<Pick<TeamRow, 'name' | 'captainPlayerId'>>,
  at: Date,
  version?: number,
): Promise<boolean> {
  return updateVersioned(db, teams, teamId, { ...changes, updatedAt: at }, version);
}

/** Clears the captaincy when this player holds it (a new version of the team); returns whether they did. */
export async function clearCaptain(db: Executor, teamId: string, playerId: string, at: Date): Promise<boolean> {
  const cleared = await db
    .update(teams)
    .set({ captainPlayerId: null, updatedAt: at, rowVersion: nextVersion(teams.rowVersion) })
    .where(and(eq(teams.id, teamId), eq(teams.captainPlayerId, playerId)))
    .returning({ id: teams.id });
  return cleared.length > 0;
}

export async function deleteTeam(db: Executor, teamId: string): Promise<void> {
  await db.delete(teams).where(eq(teams.id, teamId));
}
