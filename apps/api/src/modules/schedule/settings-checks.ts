import { playTimesByWeekday, weekdayOf, zonedDateTime, type PlanningData, type ProposedGame, type ScheduleSettings } from '@matchday/domain';
import { validationError, type FieldErrors } from '../../lib/http-error.js';

/** The generator's settings against the league as it is: its teams, its courts, dates inside its season. */
export function checkSettings(settings: ScheduleSettings, data: PlanningData): void {
  const errors: FieldErrors = {};
  const teams = new Set(data.teams.map((team) => team.id));
  const courts = new Set(data.courts.map((court) => court.playing_area_id));
  if (settings.team_ids.some((teamId) => !teams.has(teamId))) errors.team_ids = ['Choose teams of this league'];
  if (settings.playing_area_ids.some((courtId) => !courts.has(courtId))) errors.playing_area_ids = ['Choose courts of the league’s locations'];
  const { season_start, season_end } = data.league;
  if (settings.start_date < season_start || settings.start_date > season_end)
    errors.start_date = [`Must be within the season (${season_start} to ${season_end})`];
  if (settings.end_date < season_start || settings.end_date > season_end) errors.end_date = [`Must be within the season (${season_start} to ${season_end})`];
  if (data.league.play_times.length === 0) errors.play_times = ['The league has no weekly play times: add them to the league first'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/**
 * Each published game against what the generator may propose: two different teams of the settings, a
 * chosen court, a start that is one of the league's play times in the court's timezone, within the dates
 * (not before today when re-planning), and not on a blackout day.
 */
export function checkProposedGames(games: readonly ProposedGame[], settings: ScheduleSettings, data: PlanningData): void {
  const teams = new Set(settings.team_ids);
  const courts = new Map(
    data.courts.filter((court) => settings.playing_area_ids.includes(court.playing_area_id)).map((court) => [court.playing_area_id, court]),
  );
  const timesByDay = playTimesByWeekday(data);
  const firstDay = settings.mode === 'replan' && data.today > settings.start_date ? data.today : settings.start_date;
  const blackedOut = new Set(data.blackouts.map((blackout) => `${blackout.location_id ?? '*'}|${blackout.date}`));
  const errors: FieldErrors = {};
  games.forEach((game, index) => {
    const court = courts.get(game.playing_area_id);
    const problem = (() => {
      if (!teams.has(game.home_team_id) || !teams.has(game.away_team_id) || game.home_team_id === game.away_team_id)
        return 'Two different teams of the schedule';
      if (!court) return 'A court chosen for the schedule';
      const { date, time } = zonedDateTime(game.starts_at, court.timezone);
      if (date < firstDay || date > settings.end_date) return `A date from ${firstDay} to ${settings.end_date}`;
      if (!(timesByDay.get(weekdayOf(date)) ?? []).includes(time)) return 'One of the league’s weekly play times';
      if (blackedOut.has(`*|${date}`) || blackedOut.has(`${court.location_id}|${date}`)) return 'Not a blackout date';
      return null;
    })();
    if (problem) errors[`games.${index}`] = [`Must be: ${problem}`];
  });
  if (Object.keys(errors).length > 0) throw validationError(errors, 'Some games do not fit the league: generate the schedule again');
}
