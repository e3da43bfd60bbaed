import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { players, registrations, teams } from '../../db/schema.js';

export interface RosterTeam {
  id: string;
  name: string;
  captainPlayerId: string | null;
  captainName: string | null;
  holdExpiresAt: Date | null;
  incompleteAt: Date | null;
}

export interface RosterRegistration {
  id: string;
  playerId: string;
  teamId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  holdExpiresAt: Date | null;
}

/** A league's teams and registrations with names: what the money views (modules/payments) and the player's own pages read. */
export async function leagueRoster(db: Executor, leagueId: string): Promise<{ teams: RosterTeam[]; registrations: RosterRegistration[] }> {
  // One after the other: the money views read this inside their transaction, on its one connection.
  const teamRows = await db
    .select({
      id: teams.id,
      name: teams.name,
      captainPlayerId: teams.captainPlayerId,
      captainName: sql<string | null>`${players.firstName} || ' ' || ${players.lastName}`,
      holdExpiresAt: teams.holdExpiresAt,
      incompleteAt: teams.incompleteAt,
    })
    .from(teams)
    .leftJoin(players, eq(players.id, teams.captainPlayerId))
    .where(eq(teams.leagueId, leagueId))
    .orderBy(sql`lower(${teams.name})`);
  const registrationRows = await db
    .select({
      id: registrations.id,
      playerId: registrations.playerId,
      teamId: registrations.teamId,
      firstName: players.firstName,
      lastName: players.lastName,
      email: players.email,
      holdExpiresAt: registrations.holdExpiresAt,
    })
    .from(registrations)
    .innerJoin(players, eq(players.id, registrations.playerId))
    .where(eq(registrations.leagueId, leagueId))
    .orderBy(sql`lower(${players.lastName})`, sql`lower(${players.firstName})`, asc(registrations.id));
  return { teams: teamRows, registrations: registrationRows };
}
