import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PlayerListQuery } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { leagues, players, registrations, teams } from '../../db/schema.js';
import { likePattern, pageWindow } from '../../lib/pagination.js';
import { nextVersion } from '../../lib/row-version.js';
import { qualified } from '../../db/qualified-column.js';

export type PlayerRow = typeof players.$inferSelect;
export type PlayerValues = Omit<typeof players.$inferInsert, 'id' | 'clubId' | 'createdAt' | 'updatedAt'>;

const leaguesCount = sql<number>`(select count(*) from ${registrations} where ${qualified(registrations.playerId)} = ${qualified(players.id)})`.mapWith(Number);

const SORTS: Record<PlayerListQuery['sort'], SQL[]> = {
  last_name: [sql`lower(${players.lastName})`, sql`lower(${players.firstName})`],
  first_name: [sql`lower(${players.firstName})`, sql`lower(${players.lastName})`],
  email: [sql`lower(${players.email})`],
  created_at: [sql`${players.createdAt}`],
};

const searchPlayers = (q: string) => {
  const pattern = likePattern(q);
  return or(
    ilike(players.firstName, pattern),
    ilike(players.lastName, pattern),
    ilike(sql`${players.firstName} || ' ' || ${players.lastName}`, pattern),
    ilike(players.email, pattern),
    ilike(players.phone, pattern),
  );
};

export async function listPlayers(db: Executor, clubId: string, query: PlayerListQuery) {
  const where = and(eq(players.clubId, clubId), query.q ? searchPlayers(query.q) : undefined);
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, totals] = await Promise.all([
    db
      .select({ player: players, leaguesCount })
      .from(players)
      .where(where)
      .orderBy(...SORTS[query.sort].map((column) => direction(column)), asc(players.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ total: count() }).from(players).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * How a transaction holds the player rows it read. 'update' (edit, delete) waits for registrations being
 * written for the player; 'key share' (registering them) keeps the player from being deleted meanwhile.
 */
export type PlayerLock = 'update' | 'key share';

const withLock = <T extends { for: (strength: PlayerLock) => Promise<PlayerRow[]> } & PromiseLike<PlayerRow[]>>(query: T, lock?: PlayerLock) =>
  lock ? query.for(lock) : query;

export async function findPlayer(db: Executor, clubId: string, playerId: string, lock?: PlayerLock): Promise<PlayerRow | undefined> {
  const [row] = await withLock(
    db
      .select()
      .from(players)
      .where(and(eq(players.clubId, clubId), eq(players.id, playerId))),
    lock,
  );
  return row;
}

export async function findClubPlayers(db: Executor, clubId: string, playerIds: readonly string[], lock?: PlayerLock): Promise<PlayerRow[]> {
  if (playerIds.length === 0) return [];
  return withLock(
    db
      .select()
      .from(players)
      .where(and(eq(players.clubId, clubId), inArray(players.id, [...playerIds]))),
    lock,
  );
}

/** The club's players with these emails (compared without case). */
export async function findClubPlayersByEmail(db: Executor, clubId: string, emails: readonly string[], lock?: PlayerLock): Promise<PlayerRow[]> {
  if (emails.length === 0) return [];
  const lowered = emails.map((email) => email.toLowerCase());
  return withLock(
    db
      .select()
      .from(players)
      .where(and(eq(players.clubId, clubId), inArray(sql`lower(${players.email})`, lowered))),
    lock,
  );
}

export async function insertPlayers(
  db: Executor,
  rows: (PlayerValues & { id: string; clubId: string; createdAt: Date; updatedAt: Date })[],
): Promise<PlayerRow[]> {
  if (rows.length === 0) return [];
  return db.insert(players).values(rows).returning();
}

/** A save of the player form over the version it was opened on, as the next version; none when another write came first. */
export async function updatePlayer(db: Executor, playerId: string, values: PlayerValues, at: Date, version: number): Promise<PlayerRow | undefined> {
  const [row] = await db
    .update(players)
    .set({ ...values, updatedAt: at, rowVersion: nextVersion(players.rowVersion) })
    .where(and(eq(players.id, playerId), eq(players.rowVersion, version)))
    .returning();
  return row;
}

export async function deletePlayer(db: Executor, playerId: string): Promise<void> {
  await db.delete(players).where(eq(players.id, playerId));
}

export async function countRegistrationsOf(db: Executor, playerId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(registrations).where(eq(registrations.playerId, playerId));
  return row?.total ?? 0;
}

/** Every league the player is registered in, newest season first. */
export async function registrationsOfPlayer(db: Executor, playerId: string) {
  return db
    .select({
      id: registrations.id,
      paymentStatus: registrations.paymentStatus,
      createdAt: registrations.createdAt,
      league: { id: leagues.id, name: leagues.name, season: leagues.season, status: leagues.status },
      team: { id: teams.id, name: teams.name, captainPlayerId: teams.captainPlayerId },
    })
    .from(registrations)
    .innerJoin(leagues, eq(leagues.id, registrations.leagueId))
    .leftJoin(teams, eq(teams.id, registrations.teamId))
    .where(eq(registrations.playerId, playerId))
    .orderBy(desc(leagues.seasonStart), asc(leagues.name));
}
export type PlayerRegistrationRow = Awaited<ReturnType<typeof registrationsOfPlayer>>[number];
