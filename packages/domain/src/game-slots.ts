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

/** Other leagues' active games by date, time, location name and court name: the names of the leagues holding each. */
export type ActiveGameIndex = ReadonlyMap<string, ReadonlySet<string>>;

const slotKey = (date: string, game: Pick<SlotGame, 'time' | 'location_name' | 'court_name'>) =>
  `${date}|${game.time}|${game.location_name}|${game.court_name}`;

/** Indexes every active game of these schedules, so the duplicate rule costs one lookup per game. */
export function indexActiveGames(schedules: readonly LeagueSchedule[]): ActiveGameIndex {
  const index = new Map<string, Set<string>>();
  for (const schedule of schedules) {
    for (const slot of schedule.slots) {
      for (const game of slot.games) {
        if (!game.is_active) continue;
        const key = slotKey(slot.date, game);
        let leagues = index.get(key);
        if (!leagues) index.set(key, (leagues = new Set()));
        leagues.add(schedule.league_name);
      }
    }
  }
  return index;
}

/**
 * Spec §5: a game is a duplicate when another league (one with a different name) has an active game
 * at the same date, time, location name and court name. A game that is itself active is never flagged.
 */
export function isDuplicateIn(index: ActiveGameIndex, game: SlotGame, date: string, leagueName: string): boolean {
  if (game.is_active) return false;
  const holders = index.get(slotKey(date, game));
  if (!holders) return false;
  for (const holder of holders) if (holder !== leagueName) return true;
  return false;
}

/** The spec §5 flag of every game of one league's schedule, slot by slot, against the index: linear in the games. */
export function flagDuplicates(schedule: LeagueSchedule, index: ActiveGameIndex): boolean[][] {
  return schedule.slots.map((slot) => slot.games.map((game) => isDuplicateIn(index, game, slot.date, schedule.league_name)));
}

/** Spec §5 for one game against whole schedules (see isDuplicateIn). */
export function isDuplicateGame(game: SlotGame, date: string, leagueName: string, schedules: readonly LeagueSchedule[]): boolean {
  return isDuplicateIn(indexActiveGames(schedules), game, date, leagueName);
}
