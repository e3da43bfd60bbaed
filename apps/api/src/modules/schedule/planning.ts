import { addDays, parseStoredRules, type PlanningData } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { startOfDay } from '../audit/day-bounds.js';
import { blackoutsBetween } from '../blackouts/blackouts-between.js';
import { activeGamesOnCourts } from '../games/court-bookings.js';
import type { LeagueRow } from '../leagues/league-access.js';
import { leagueCourts } from '../leagues/league-courts.js';
import { teamsByName } from '../teams/team-names.js';
import { regularGamesOf } from './repository.js';

/**
 * Everything the generator plans with, read at one moment: the league's play times and season, its teams,
 * the courts of its locations, the club's blackouts, the court times other leagues and its own playoffs hold, and
 * the league's own regular-season games (with whether each has a result).
 */
export async function loadPlanningData(db: Executor, club: { id: string; timezone: string }, league: LeagueRow, today: string): Promise<PlanningData> {
  const courts = await leagueCourts(db, league.id);
  const locationIds = [...new Set(courts.map((court) => court.location_id))];
  const from = startOfDay(addDays(league.seasonStart, -1), club.timezone);
  const to = startOfDay(addDays(league.seasonEnd, 2), club.timezone);
  // One after the other: generation reads this inside its transaction, on the transaction's one connection.
  const teamRows = await teamsByName(db, league.id);
  const blackoutRows = await blackoutsBetween(db, club.id, locationIds, league.seasonStart, league.seasonEnd);
  const busy = await activeGamesOnCourts(
    db,
    courts.map((court) => court.playing_area_id),
    from,
    to,
    league.id,
  );
  const own = await regularGamesOf(db, league.id);
  return {
    league: {
      id: league.id,
      name: league.name,
      season_start: league.seasonStart,
      season_end: league.seasonEnd,
      play_times: league.playTimes as PlanningData['league']['play_times'],
      game_minutes: parseStoredRules(league.rules).game_minutes,
    },
    today,
    teams: teamRows,
    courts,
    blackouts: blackoutRows,
    busy,
    games: own.map((game) => ({
      id: game.id,
      home_team_id: game.homeTeamId,
      away_team_id: game.awayTeamId,
      starts_at: game.startsAt.toISOString(),
      playing_area_id: game.playingAreaId,
      is_active: game.isActive,
      stage: game.stage,
      has_scores: game.scores.length > 0,
    })),
  };
}
