import { eq, sql } from 'drizzle-orm';
import type { LeagueStatus } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { qualified as q } from '../../db/qualified-column.js';
import { clubs, leagues, locations, players, registrations, teams } from '../../db/schema.js';

export interface ClosingLeague {
  id: string;
  name: string;
  registrationClosesOn: string;
  teamCapacity: number;
  teamsCount: number;
}

/** The club row of the outer query: each figure below is a subquery of that one club. */
const club = q(clubs.id);
const activeLeague = sql`${q(leagues.clubId)} = ${club} and ${q(leagues.status)} <> 'archived'`;
const counted = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/**
 * Every figure of the dashboard in ONE named prepared statement (placeholders: clubId, from, to): leagues by
 * status, teams, players and free agents of leagues that are not archived, active locations, and the leagues
 * open for registration that close between two dates (both included), soonest first, with their teams.
 */
export function prepareDashboard(db: Database) {
  return db
    .select({
      byStatus: sql<Partial<Record<LeagueStatus, number>>>`(
        select coalesce(json_object_agg(by_status.status, by_status.total), '{}'::json)
        from (select ${q(leagues.status)} as status, count(*) as total from ${leagues} where ${q(leagues.clubId)} = ${club} group by ${q(leagues.status)}) as by_status
      )`,
      teams: counted(sql`select count(*) from ${teams} inner join ${leagues} on ${q(leagues.id)} = ${q(teams.leagueId)} where ${activeLeague}`),
      players: counted(sql`select count(*) from ${players} where ${q(players.clubId)} = ${club}`),
      freeAgents: counted(
        sql`select count(*) from ${registrations} inner join ${leagues} on ${q(leagues.id)} = ${q(registrations.leagueId)} where ${activeLeague} and ${q(registrations.teamId)} is null`,
      ),
      locations: counted(sql`select count(*) from ${locations} where ${q(locations.clubId)} = ${club} and ${q(locations.archivedAt)} is null`),
      closing: sql<ClosingLeague[]>`(
        select coalesce(json_agg(json_build_object(
          'id', ${q(leagues.id)},
          'name', ${q(leagues.name)},
          'registrationClosesOn', ${q(leagues.registrationClosesOn)},
          'teamCapacity', ${q(leagues.teamCapacity)},
          'teamsCount', (select count(*) from ${teams} where ${q(teams.leagueId)} = ${q(leagues.id)})
        ) order by ${q(leagues.registrationClosesOn)}, ${q(leagues.name)}), '[]'::json)
        from ${leagues}
        where ${q(leagues.clubId)} = ${club} and ${q(leagues.status)} = 'registration_open'
          and ${q(leagues.registrationClosesOn)} between ${sql.placeholder('from')} and ${sql.placeholder('to')}
      )`,
    })
    .from(clubs)
    .where(eq(clubs.id, sql.placeholder('clubId')))
    .prepare('dashboard');
}
