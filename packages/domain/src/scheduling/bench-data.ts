import type { LeagueSchedule } from '../game-slots.js';
import { addDays } from '../dates.js';
import type { PlanningData, ScheduleSettings } from '../schemas/schedule.js';
import { zonedInstant } from './zoned-time.js';

const id = (prefix: string, index: number) => `${prefix}${String(index).padStart(26 - prefix.length, '0')}`;

/** A season for the benchmark: teams, weeks of four play days with three start times, courts over two locations, another league on some slots, two blackouts. */
export function benchPlanningData(teams = 64, weeks = 20, courts = 12): { data: PlanningData; settings: ScheduleSettings } {
  const seasonStart = '2027-01-04';
  const seasonEnd = addDays(seasonStart, weeks * 7 - 1);
  const courtList = Array.from({ length: courts }, (_, index) => ({
    playing_area_id: id('C', index),
    location_id: id('L', index % 2),
    location_name: index % 2 === 0 ? 'North Gym' : 'South Gym',
    court_name: `Court ${Math.floor(index / 2) + 1}`,
    timezone: 'America/New_York',
    playing_area: 'Court' as const,
  }));
  const play_times = (['mon', 'wed', 'thu', 'sat'] as const).flatMap((day) => ['18:00', '19:30', '21:00'].map((start_time) => ({ day, start_time })));
  const busy = Array.from({ length: weeks }, (_, week) => ({
    playing_area_id: courtList[week % courts]!.playing_area_id,
    starts_at: zonedInstant(addDays(seasonStart, week * 7), '19:30', 'America/New_York').toISOString(),
    league_name: 'Other league',
  }));
  const data: PlanningData = {
    league: { id: id('G', 1), name: 'Bench league', season_start: seasonStart, season_end: seasonEnd, play_times, game_minutes: 60 },
    today: seasonStart,
    teams: Array.from({ length: teams }, (_, index) => ({ id: id('T', index), name: `Team ${index + 1}` })),
    courts: courtList,
    blackouts: [
      { date: addDays(seasonStart, 14), location_id: null },
      { date: addDays(seasonStart, 30), location_id: id('L', 0) },
    ],
    busy,
    games: [],
  };
  const settings: ScheduleSettings = {
    mode: 'new',
    format: 'single',
    start_date: seasonStart,
    end_date: seasonEnd,
    team_ids: data.teams.map((team) => team.id),
    playing_area_ids: courtList.map((court) => court.playing_area_id),
    max_games_per_team_per_day: 1,
    min_rest_minutes: 0,
  };
  return { data, settings };
}

/** Leagues sharing courts, `games` games in all, a third of them cancelled: input for timing the spec §5 duplicate rule. */
export function benchDuplicateSchedules(games = 100_000, leagues = 20): LeagueSchedule[] {
  const perLeague = Math.ceil(games / leagues);
  return Array.from({ length: leagues }, (_, league) => ({
    league_name: `League ${league + 1}`,
    slots: Array.from({ length: Math.ceil(perLeague / 10) }, (_, day) => ({
      date: addDays('2027-01-04', day),
      games: Array.from({ length: 10 }, (_, index) => ({
        time: ['18:00', '19:30', '21:00'][(index + league) % 3]!,
        location_name: `Location ${(index + day) % 5}`,
        court_name: `Court ${(index * 7 + league) % 12}`,
        is_active: (index + league + day) % 3 !== 0,
      })),
    })),
  }));
}
