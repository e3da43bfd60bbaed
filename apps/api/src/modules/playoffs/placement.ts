import {
  addDays,
  findCourtClashes,
  listFreeSlots,
  placeBracketGames,
  type BracketGameSpec,
  type Court,
  type PlanningData,
  type Slot,
  type TeamRef,
} from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { blackoutsBetween } from '../blackouts/blackouts-between.js';
import { activeGamesOnCourts } from '../games/court-bookings.js';
import type { LeagueRow } from '../leagues/league-access.js';

/** A bracket gets at least this long to be played, even when the season ends sooner. */
export const PLAYOFF_WINDOW_DAYS = 56;

const DAY_MS = 86_400_000;

export interface PlacementRequest {
  league: LeagueRow;
  structure: readonly BracketGameSpec[];
  teams: readonly TeamRef[];
  /** The chosen courts, all of the league's locations. */
  courts: readonly Court[];
  startDate: string;
  today: string;
  gameMinutes: number;
}

export const courtTaken = (): HttpError =>
  new HttpError(409, 'court_taken', 'Another game took one of these court times meanwhile: create the bracket again to place it on free courts');

/**
 * Each bracket game on a free court time of the chosen courts from the start date to the season's end (or
 * PLAYOFF_WINDOW_DAYS on, when the season ends before that), after the games it depends on. Every active
 * game of any league on those courts holds its slot.
 */
export async function placeBracket(tx: Executor, request: PlacementRequest): Promise<{ placed: Map<number, Slot>; unplaced: number[] }> {
  const { league, courts, startDate } = request;
  const windowEnd = [league.seasonEnd, addDays(startDate, PLAYOFF_WINDOW_DAYS)].sort().at(-1)!;
  const playingAreaIds = courts.map((court) => court.playing_area_id);
  // A day either side of the dates covers every timezone's wall clock.
  const taken = await activeGamesOnCourts(tx, playingAreaIds, new Date(Date.parse(startDate) - DAY_MS), new Date(Date.parse(windowEnd) + 2 * DAY_MS));
  const locationIds = [...new Set(courts.map((court) => court.location_id))];
  const data: PlanningData = {
    league: {
      id: league.id,
      name: league.name,
      season_start: league.seasonStart,
      season_end: windowEnd,
      play_times: league.playTimes as PlanningData['league']['play_times'],
      game_minutes: request.gameMinutes,
    },
    today: request.today,
    teams: [...request.teams],
    courts: [...courts],
    blackouts: await blackoutsBetween(tx, league.clubId, locationIds, startDate, windowEnd),
    busy: taken,
    games: [],
  };
  const slots = listFreeSlots(data, { start_date: startDate, end_date: windowEnd, playing_area_ids: playingAreaIds }, taken);
  const placement = placeBracketGames(request.structure, slots, request.gameMinutes);
  const bookings = [
    ...taken.map((game) => ({ ...game, is_active: true })),
    ...[...placement.placed.values()].map((slot) => ({ playing_area_id: slot.playing_area_id, starts_at: slot.starts_at, is_active: true })),
  ];
  if (findCourtClashes(bookings).length > 0) throw courtTaken();
  return placement;
}
