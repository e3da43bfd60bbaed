import { addDays, CLOSING_SOON_DAYS, dateInTimezone, daysBetween, LEAGUE_STATUSES, type Dashboard, type LeagueStatus } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import type { ClubRow } from '../clubs/club-row.js';
import * as repo from './repository.js';

export function createDashboardService({ db, clock }: { db: Database; clock: Clock }) {
  const figures = repo.prepareDashboard(db);
  return {
    /** The club's figures; "closing soon" is counted in days of the club's timezone. */
    async show(club: ClubRow): Promise<Dashboard> {
      const today = dateInTimezone(clock(), club.timezone);
      const [row] = await figures.execute({ clubId: club.id, from: today, to: addDays(today, CLOSING_SOON_DAYS) });
      if (!row) throw notFound('Club not found');
      const leaguesByStatus = Object.fromEntries(LEAGUE_STATUSES.map((status) => [status, row.byStatus[status] ?? 0])) as Record<LeagueStatus, number>;
      return {
        leagues_by_status: leaguesByStatus,
        leagues_total: Object.values(leaguesByStatus).reduce((sum, value) => sum + value, 0),
        teams: row.teams,
        players: row.players,
        free_agents_waiting: row.freeAgents,
        locations: row.locations,
        closing_soon: row.closing.map((league) => ({
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
