import type { PlannedGame, PlanningData, ProposedGame, ScheduleSettings, SchedulePreview, Slot, UnplacedReason } from '../schemas/schedule.js';
import { fairnessReport } from './fairness.js';
import { roundRobin, type Pairing } from './round-robin.js';
import { listFreeSlots, playTimesByWeekday } from './slots.js';
import { weekdayOf, zonedDateTime } from './zoned-time.js';

/**
 * Which of the league's games stay and which the publish replaces. A game with a result is never touched.
 * 'new' replaces every other game; 'replan' also keeps the active games dated before start_date (the
 * part of the season already behind), so only unplayed games move.
 */
export function splitForReplan(data: PlanningData, settings: ScheduleSettings): { kept: PlannedGame[]; replaced: PlannedGame[] } {
  const timezoneOf = new Map(data.courts.map((court) => [court.playing_area_id, court.timezone]));
  const kept: PlannedGame[] = [];
  const replaced: PlannedGame[] = [];
  for (const game of data.games) {
    const date = zonedDateTime(game.starts_at, timezoneOf.get(game.playing_area_id) ?? 'UTC').date;
    const behind = settings.mode === 'replan' && game.is_active && date < settings.start_date;
    (game.has_scores || behind ? kept : replaced).push(game);
  }
  return { kept, replaced };
}

interface TeamLoad {
  perDay: Map<string, number>;
  instants: number[];
  early: number;
  late: number;
  courts: Map<string, number>;
}

interface Match extends Pairing {
  round: number;
  /** Free slots were left on some day this match could have used, but a team's limits kept it off. */
  blockedByTeams: boolean;
}

const pairKey = (home: string, away: string) => `${home}>${away}`;

/** Pairings of the round robin still to play: those the kept games already cover are taken out. */
function pairingsToPlay(settings: ScheduleSettings, kept: readonly PlannedGame[]) {
  const rounds = roundRobin(settings.team_ids, settings.format);
  const played = new Map<string, number>();
  for (const game of kept) {
    if (!game.home_team_id || !game.away_team_id) continue;
    const key = pairKey(game.home_team_id, game.away_team_id);
    played.set(key, (played.get(key) ?? 0) + 1);
  }
  const consume = (key: string) => {
    const left = played.get(key) ?? 0;
    if (left === 0) return false;
    played.set(key, left - 1);
    return true;
  };
  return rounds.map((round) => ({
    ...round,
    matches: round.matches.filter(({ home, away }) => !consume(pairKey(home, away)) && !(settings.format === 'single' && consume(pairKey(away, home)))),
  }));
}

/**
 * The schedule generator. Rounds come from the circle method; each round's matches go to the earliest
 * free slots from the day the previous round started, honouring each team's games per day and minimum
 * rest (kept games count), and every slot other leagues or kept games hold. Within a day, a slot goes to
 * the match whose teams most need that time (early or late) and that court. Deterministic: the same data
 * and settings give the same games. Reports progress per round.
 */
export function generateSchedule(data: PlanningData, settings: ScheduleSettings, onProgress?: (done: number, total: number) => void): SchedulePreview {
  const { kept, replaced } = splitForReplan(data, settings);
  const rounds = pairingsToPlay(settings, kept);
  const total = rounds.reduce((sum, round) => sum + round.matches.length, 0);
  const restMs = settings.min_rest_minutes * 60_000;
  const timezoneOf = new Map(data.courts.map((court) => [court.playing_area_id, court.timezone]));
  const timesByDay = playTimesByWeekday(data);

  const loads = new Map<string, TeamLoad>(settings.team_ids.map((id) => [id, { perDay: new Map(), instants: [], early: 0, late: 0, courts: new Map() }]));
  const book = (teamId: string | null, date: string, instant: number, court: string, position: 'early' | 'late' | null) => {
    const load = teamId ? loads.get(teamId) : undefined;
    if (!load) return;
    load.perDay.set(date, (load.perDay.get(date) ?? 0) + 1);
    load.instants.push(instant);
    load.courts.set(court, (load.courts.get(court) ?? 0) + 1);
    if (position) load[position] += 1;
  };
  const positionOf = (date: string, time: string): 'early' | 'late' | null => {
    const times = timesByDay.get(weekdayOf(date)) ?? [];
    if (times.length < 2) return null;
    return time === times[0] ? 'early' : time === times[times.length - 1] ? 'late' : null;
  };
  for (const game of kept) {
    if (!game.is_active) continue;
    const { date, time } = zonedDateTime(game.starts_at, timezoneOf.get(game.playing_area_id) ?? 'UTC');
    for (const team of [game.home_team_id, game.away_team_id]) book(team, date, Date.parse(game.starts_at), game.playing_area_id, positionOf(date, time));
  }
  const canPlay = (teamId: string, date: string, instant: number) => {
    const load = loads.get(teamId)!;
    if ((load.perDay.get(date) ?? 0) >= settings.max_games_per_team_per_day) return false;
    return restMs === 0 ? !load.instants.includes(instant) : load.instants.every((other) => Math.abs(other - instant) >= restMs);
  };
  /** How much a match wants this slot: teams that started early more often want a late start, and the reverse; courts they used less. */
  const appetite = (match: Match, slot: Slot, position: 'early' | 'late' | null) =>
    [match.home, match.away].reduce((sum, teamId) => {
      const load = loads.get(teamId)!;
      const timing = position === 'late' ? load.early - load.late : position === 'early' ? load.late - load.early : 0;
      return sum + timing * 2 - (load.courts.get(slot.playing_area_id) ?? 0);
    }, 0);

  const start = settings.mode === 'replan' && data.today > settings.start_date ? data.today : settings.start_date;
  const window = { start_date: start, end_date: settings.end_date, playing_area_ids: settings.playing_area_ids };
  const taken = [...data.busy, ...kept.filter((game) => game.is_active)];
  const slots = listFreeSlots(data, window, taken);
  const days: Slot[][] = [];
  for (const slot of slots) {
    const last = days[days.length - 1];
    if (last && last[0]!.date === slot.date) last.push(slot);
    else days.push([slot]);
  }
  const used = new Set<Slot>();
  const noPlayDates = slots.length === 0 && listFreeSlots(data, window, []).length === 0;

  const games: ProposedGame[] = [];
  const unplaced: SchedulePreview['unplaced'] = [];
  let cursor = 0;
  let done = 0;
  for (const round of rounds) {
    let pending: Match[] = round.matches.map((pairing) => ({ ...pairing, round: round.round, blockedByTeams: false }));
    let firstDay: number | null = null;
    for (let day = cursor; day < days.length && pending.length > 0; day += 1) {
      for (const slot of days[day]!) {
        if (used.has(slot)) continue;
        const instant = Date.parse(slot.starts_at);
        const position = positionOf(slot.date, slot.time);
        let best: Match | null = null;
        let bestAppetite = -Infinity;
        for (const match of pending) {
          if (!canPlay(match.home, slot.date, instant) || !canPlay(match.away, slot.date, instant)) continue;
          const wanted = appetite(match, slot, position);
          if (wanted > bestAppetite) [best, bestAppetite] = [match, wanted];
        }
        if (!best) continue;
        used.add(slot);
        pending = pending.filter((match) => match !== best);
        firstDay ??= day;
        for (const team of [best.home, best.away]) book(team, slot.date, instant, slot.playing_area_id, position);
        games.push({ round: best.round, home_team_id: best.home, away_team_id: best.away, starts_at: slot.starts_at, playing_area_id: slot.playing_area_id });
      }
      if (days[day]!.some((slot) => !used.has(slot))) for (const match of pending) match.blockedByTeams = true;
    }
    for (const match of pending) {
      const reason: UnplacedReason = noPlayDates ? 'no_play_dates' : match.blockedByTeams ? 'team_limits' : 'no_free_court';
      unplaced.push({ round: match.round, home_team_id: match.home, away_team_id: match.away, reason });
    }
    if (firstDay !== null) cursor = firstDay;
    done += round.matches.length;
    onProgress?.(done, total);
  }
  if (total === 0) onProgress?.(0, 0);

  const byes = new Map<string, number>();
  for (const round of roundRobin(settings.team_ids, settings.format)) if (round.bye) byes.set(round.bye, (byes.get(round.bye) ?? 0) + 1);
  const fairness = fairnessReport(data, settings.team_ids, [...kept.filter((game) => game.is_active), ...games], byes);
  return { games, unplaced, fairness, kept: kept.length, replaced: replaced.length, rounds: rounds.length };
}
