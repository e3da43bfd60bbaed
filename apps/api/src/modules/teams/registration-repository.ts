import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { RegistrationListQuery } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { lacksRequiredAnswer } from '../../db/missing-answers.js';
import { players, registrations, teams } from '../../db/schema.js';
import { likePattern, pageWindow } from '../../lib/pagination.js';

export type RegistrationRow = typeof registrations.$inferSelect;

/** A registration with its player and team: what every registration answer is built from. */
export interface RegistrationRecord {
  id: string;
  leagueId: string;
  teamId: string | null;
  paymentStatus: RegistrationRow['paymentStatus'];
  createdAt: Date;
  player: { id: string; firstName: string; lastName: string; email: string; phone: string | null };
  team: { id: string; name: string; captainPlayerId: string | null } | null;
}

const selectRegistrations = (db: Executor) =>
  db
    .select({
      id: registrations.id,
      leagueId: registrations.leagueId,
      teamId: registrations.teamId,
      paymentStatus: registrations.paymentStatus,
      createdAt: registrations.createdAt,
      player: { id: players.id, firstName: players.firstName, lastName: players.lastName, email: players.email, phone: players.phone },
      team: { id: teams.id, name: teams.name, captainPlayerId: teams.captainPlayerId },
    })
    .from(registrations)
    .innerJoin(players, eq(players.id, registrations.playerId))
    .leftJoin(teams, eq(teams.id, registrations.teamId));

const byPlayerName = [sql`lower(${players.lastName})`, sql`lower(${players.firstName})`];

const SORTS: Record<RegistrationListQuery['sort'], SQL[]> = {
  last_name: byPlayerName,
  created_at: [sql`${registrations.createdAt}`],
};

const KIND_FILTERS: Record<RegistrationListQuery['kind'], SQL | undefined> = {
  all: undefined,
  rostered: isNotNull(registrations.teamId),
  free_agents: isNull(registrations.teamId),
};

const searchPlayers = (q: string) => {
  const pattern = likePattern(q);
  return or(ilike(sql`${players.firstName} || ' ' || ${players.lastName}`, pattern), ilike(players.email, pattern), ilike(players.phone, pattern));
};

export async function listRegistrations(db: Executor, leagueId: string, query: RegistrationListQuery) {
  const where = and(
    eq(registrations.leagueId, leagueId),
    KIND_FILTERS[query.kind],
    query.team_id ? eq(registrations.teamId, query.team_id) : undefined,
    query.answers === 'missing' ? lacksRequiredAnswer : undefined,
    query.q ? searchPlayers(query.q) : undefined,
  );
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, totals] = await Promise.all([
    selectRegistrations(db)
      .where(where)
      .orderBy(...SORTS[query.sort].map((column) => direction(column)), asc(registrations.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ total: count() }).from(registrations).innerJoin(players, eq(players.id, registrations.playerId)).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findRegistration(db: Executor, leagueId: string, registrationId: string): Promise<RegistrationRecord | undefined> {
  const [row] = await selectRegistrations(db).where(and(eq(registrations.leagueId, leagueId), eq(registrations.id, registrationId)));
  return row;
}

/** A team's roster by player name. */
export async function rosterOf(db: Executor, teamId: string): Promise<RegistrationRecord[]> {
  return selectRegistrations(db)
    .where(eq(registrations.teamId, teamId))
    .orderBy(...byPlayerName, asc(registrations.id));
}

/** Every registration of the league: teams by name with their rosters by player name, then the free agents. */
export async function registrationsOfLeague(db: Executor, leagueId: string): Promise<RegistrationRecord[]> {
  return selectRegistrations(db)
    .where(eq(registrations.leagueId, leagueId))
    .orderBy(sql`lower(${teams.name}) asc nulls last`, asc(teams.id), ...byPlayerName, asc(registrations.id));
}

/** The registrations these players already have in the league. */
export async function registrationsOfPlayers(db: Executor, leagueId: string, playerIds: readonly string[]): Promise<RegistrationRecord[]> {
  if (playerIds.length === 0) return [];
  return selectRegistrations(db).where(and(eq(registrations.leagueId, leagueId), inArray(registrations.playerId, [...playerIds])));
}

export async function insertRegistrations(db: Executor, rows: (typeof registrations.$inferInsert)[]): Promise<RegistrationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(registrations).values(rows).returning();
}

/** Matches the registration only while it is still on the team the caller locked (null: a free agent). */
const stillOn = (registrationId: string, teamId: string | null) =>
  and(eq(registrations.id, registrationId), teamId === null ? isNull(registrations.teamId) : eq(registrations.teamId, teamId));

/**
 * Updates a registration that is still where the caller saw it; false when a concurrent write moved or
 * removed it first.
 */
export async function updateRegistration(
  db: Executor,
  registrationId: string,
  expectedTeamId: string | null,
  changes: Partial<Pick<RegistrationRow, 'teamId' | 'paymentStatus'>>,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(registrations)
    .set({ ...changes, updatedAt: at })
    .where(stillOn(registrationId, expectedTeamId))
    .returning({ id: registrations.id });
  return updated.length > 0;
}

export async function deleteRegistration(db: Executor, registrationId: string, expectedTeamId: string | null): Promise<boolean> {
  const deleted = await db.delete(registrations).where(stillOn(registrationId, expectedTeamId)).returning({ id: registrations.id });
  return deleted.length > 0;
}
