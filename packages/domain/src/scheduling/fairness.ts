import type { FairnessRow, PlanningData } from '../schemas/schedule.js';
import { playTimesByWeekday } from './slots.js';
import { weekdayOf, zonedDateTime } from './zoned-time.js';

/** A game as the fairness report reads it. */
export interface FairnessGame {
  home_team_id: string | null;
  away_team_id: string | null;
  starts_at: string;
  playing_area_id: string;
}

/**
 * One row per team: games, home and away, byes, early and late starts (the first and last of the
 * league's start times that weekday; neither when the weekday has one), breaks (two games in a row on the
 * same side, in date order) and games per court.
 */
export function fairnessReport(
  data: PlanningData,
  teamIds: readonly string[],
  games: readonly FairnessGame[],
  byes: ReadonlyMap<string, number>,
): FairnessRow[] {
  const timezoneOf = new Map(data.courts.map((court) => [court.playing_area_id, court.timezone]));
  const timesByDay = playTimesByWeekday(data);
  const rows = new Map<string, FairnessRow & { sides: { at: number; side: 'home' | 'away' }[]; courtCounts: Map<string, number> }>();
  for (const team_id of teamIds) {
    rows.set(team_id, {
      team_id,
      games: 0,
      home: 0,
      away: 0,
      byes: byes.get(team_id) ?? 0,
      early: 0,
      late: 0,
      breaks: 0,
      courts: [],
      sides: [],
      courtCounts: new Map(),
    });
  }
  for (const game of games) {
    const { date, time } = zonedDateTime(game.starts_at, timezoneOf.get(game.playing_area_id) ?? 'UTC');
    const times = timesByDay.get(weekdayOf(date)) ?? [];
    const early = times.length > 1 && time === times[0];
    const late = times.length > 1 && time === times[times.length - 1];
    for (const side of ['home', 'away'] as const) {
      const row = rows.get((side === 'home' ? game.home_team_id : game.away_team_id) ?? '');
      if (!row) continue;
      row.games += 1;
      row[side] += 1;
      if (early) row.early += 1;
      if (late) row.late += 1;
      row.sides.push({ at: Date.parse(game.starts_at), side });
      row.courtCounts.set(game.playing_area_id, (row.courtCounts.get(game.playing_area_id) ?? 0) + 1);
    }
  }
  return [...rows.values()].map(({ sides, courtCounts, ...row }) => {
    sides.sort((a, b) => a.at - b.at);
    const breaks = sides.filter((entry, index) => index > 0 && sides[index - 1]!.side === entry.side).length;
    const courts = data.courts
      .filter((court) => courtCounts.has(court.playing_area_id))
      .map((court) => ({ playing_area_id: court.playing_area_id, games: courtCounts.get(court.playing_area_id)! }));
    return { ...row, breaks, courts };
  });
}
