import { addDays, CLOSING_SOON_DAYS, dateInTimezone, daysBetween, LEAGUE_STATUSES, type Dashboard, type LeagueStatus } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { ClubRow } from '../clubs/repository.js';
import * as repo from './repository.js';

export function createDashboardService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** The club's figures; "closing soon" is counted in days of the club's timezone. */
    async show(club: ClubRow): Promise<Dashboard> {
      const today = dateInTimezone(clock(), club.timezone);
      const [byStatus, teams, players, freeAgents, locations, closing] = await Promise.all([
        repo.leagueCountsByStatus(db, club.id),
        repo.countTeams(db, club.id),
        repo.countPlayers(db, club.id),
        repo.countFreeAgents(db, club.id),
        repo.countActiveLocations(db, club.id),
        repo.leaguesClosingBetween(db, club.id, today, addDays(today, CLOSING_SOON_DAYS)),
      ]);
      const leaguesByStatus = Object.fromEntries(LEAGUE_STATUSES.map((status) => [status, byStatus.get(status) ?? 0])) as Record<LeagueStatus, number>;
      return {
        leagues_by_status: leaguesByStatus,
        leagues_total: Object.values(leaguesByStatus).reduce((sum, value) => sum + value, 0),
        teams,
        players,
        free_agents_waiting: freeAgents,
        locations,
        closing_soon: closing.map((league) => ({
          id: league.id,
          name: league.name,
          registration_closes_on: league.registrationClosesOn,
          days_left: daysBetween(today, league.registrationClosesOn),
          teams_count: league.teamsCount,
          team_capacity: league.teamCapacity,
        })),
      };
    },
  };
}
