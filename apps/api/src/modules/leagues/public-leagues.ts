import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PUBLIC_LEAGUE_STATUSES } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import { leagueLocations, leagues, locations } from '../../db/schema.js';

const locationNames = sql<
  string[]
>`coalesce((select array_agg(${qualified(locations.name)} order by ${qualified(leagueLocations.position)}) from ${leagueLocations} join ${locations} on ${qualified(locations.id)} = ${qualified(leagueLocations.locationId)} where ${qualified(leagueLocations.leagueId)} = ${qualified(leagues.id)}), '{}')`;

/** The club's leagues a visitor may see, with what the public site shows of them (its price list; the rules its standings need), newest season first. */
export function publicLeaguesOf(db: Executor, clubId: string, leagueId?: string) {
  return db
    .select({
      id: leagues.id,
      clubId: leagues.clubId,
      name: leagues.name,
      sport: leagues.sport,
      season: leagues.season,
      seasonStart: leagues.seasonStart,
      seasonEnd: leagues.seasonEnd,
      description: leagues.description,
      status: leagues.status,
      registrationType: leagues.registrationType,
      paymentMode: leagues.paymentMode,
      teamFeeCents: leagues.teamFeeCents,
      playerFeeCents: leagues.playerFeeCents,
      rosterMin: leagues.rosterMin,
      earlyBirdUntil: leagues.earlyBirdUntil,
      earlyBirdTeamFeeCents: leagues.earlyBirdTeamFeeCents,
      earlyBirdPlayerFeeCents: leagues.earlyBirdPlayerFeeCents,
      depositCents: leagues.depositCents,
      teamCapacity: leagues.teamCapacity,
      registrationOpensOn: leagues.registrationOpensOn,
      registrationClosesOn: leagues.registrationClosesOn,
      rules: leagues.rules,
      locationNames,
    })
    .from(leagues)
    .where(and(eq(leagues.clubId, clubId), inArray(leagues.status, [...PUBLIC_LEAGUE_STATUSES]), leagueId ? eq(leagues.id, leagueId) : undefined))
    .orderBy(sql`${leagues.seasonStart} desc`, asc(sql`lower(${leagues.name})`));
}
export type PublicLeagueRow = Awaited<ReturnType<typeof publicLeaguesOf>>[number];
