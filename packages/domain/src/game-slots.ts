/** A game inside a game slot (spec §3). */
export interface SlotGame {
  time: string;
  location_name: string;
  court_name: string;
  is_active: boolean;
  home_points?: number | null;
  away_points?: number | null;
}

/** A date and its games (spec §3). */
export interface GameSlot {
  date: string;
  games: SlotGame[];
}

export interface LeagueSchedule {
  league_name: string;
  slots: GameSlot[];
}

/**
 * Spec §5: a game is a duplicate when another league (one with a different name) has an active game
 * at the same date, time, location name and court name. A game that is itself active is never flagged.
 */
export function isDuplicateGame(
  game: SlotGame,
  date: string,
  leagueName: string,
  schedules: readonly LeagueSchedule[],
): boolean {
  if (game.is_active) return false;
  return schedules.some(
    (schedule) =>
      schedule.league_name !== leagueName &&
      schedule.slots.some(
        (slot) =>
          slot.date === date &&
          slot.games.some(
            (other) =>
              other.is_active &&
              other.time === game.time &&
              other.location_name === game.location_name &&
              other.court_name === game.court_name,
          ),
      ),
  );
}
