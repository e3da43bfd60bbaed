import type { PlanningData, ScheduleSettings } from '../schemas/schedule.js';

const id = (prefix: string, index: number) => `${prefix}${String(index).padStart(26 - prefix.length, '0')}`;
export const courtId = (index: number) => id('C', index);
export const teamId = (index: number) => id('T', index);

/** A small league in New York: Tuesdays at 18:30 and 20:00 on two courts, from 6 Oct to 15 Dec 2026 (across the 1 Nov change). */
export function planning(overrides: Partial<PlanningData> = {}, teams = 6): PlanningData {
  return {
    league: {
      id: id('G', 1),
      name: 'Coed Volleyball',
      season_start: '2026-10-06',
      season_end: '2026-12-15',
      play_times: [
        { day: 'tue', start_time: '18:30' },
        { day: 'tue', start_time: '20:00' },
      ],
      game_minutes: 60,
    },
    today: '2026-10-01',
    teams: Array.from({ length: teams }, (_, index) => ({ id: teamId(index), name: `Team ${index + 1}` })),
    courts: [0, 1].map((index) => ({
      playing_area_id: courtId(index),
      location_id: id('L', 1),
      location_name: 'Northside',
      court_name: `Court ${index + 1}`,
      timezone: 'America/New_York',
      playing_area: 'Court',
    })),
    blackouts: [],
    busy: [],
    games: [],
    ...overrides,
  };
}

export function settingsFor(data: PlanningData, overrides: Partial<ScheduleSettings> = {}): ScheduleSettings {
  return {
    mode: 'new',
    format: 'single',
    start_date: data.league.season_start,
    end_date: data.league.season_end,
    team_ids: data.teams.map((team) => team.id),
    playing_area_ids: data.courts.map((court) => court.playing_area_id),
    max_games_per_team_per_day: 1,
    min_rest_minutes: 0,
    ...overrides,
  };
}
