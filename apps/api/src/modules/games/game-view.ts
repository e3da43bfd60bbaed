import { indexActiveGames, isDuplicateIn, zonedDateTime, type Game, type LeagueSchedule } from '@matchday/domain';
import type { GameRecord, OtherLeagueGame } from './game-repository.js';

const teamRef = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

/** The spec §3 game as the API answers it, with the spec §5 duplicate flag given by the caller. */
export function toGame(record: GameRecord, isDuplicate: boolean): Game {
  const { game } = record;
  const { date, time } = zonedDateTime(game.startsAt, record.timezone);
  return {
    id: game.id,
    league_id: game.leagueId,
    stage: game.stage,
    round: game.round,
    date,
    time,
    starts_at: game.startsAt.toISOString(),
    timezone: record.timezone,
    location_id: game.locationId,
    location_name: record.locationName,
    playing_area_id: game.playingAreaId,
    court_name: record.courtName,
    is_active: game.isActive,
    home_team: teamRef(game.homeTeamId, record.homeTeamName),
    away_team: teamRef(game.awayTeamId, record.awayTeamName),
    home_source: game.homeSource ?? null,
    away_source: game.awaySource ?? null,
    bracket_game: game.bracketGame,
    scores: game.scores,
    home_points: game.homePoints,
    away_points: game.awayPoints,
    winner: game.winner,
    is_duplicate: isDuplicate,
    updated_at: game.updatedAt.toISOString(),
  };
}

/** Other leagues' games as spec §5 schedules (league name, dates and their games by names). */
function otherSchedules(others: readonly OtherLeagueGame[]): LeagueSchedule[] {
  const byLeague = new Map<string, LeagueSchedule>();
  for (const other of others) {
    const { date, time } = zonedDateTime(other.startsAt, other.timezone);
    let schedule = byLeague.get(other.leagueName);
    if (!schedule) byLeague.set(other.leagueName, (schedule = { league_name: other.leagueName, slots: [] }));
    schedule.slots.push({ date, games: [{ time, location_name: other.locationName, court_name: other.courtName, is_active: other.isActive }] });
  }
  return [...byLeague.values()];
}

/** The league's games as the API answers them, each flagged by the spec §5 duplicate rule against the other leagues' games. */
export function toGames(records: readonly GameRecord[], leagueName: string, others: readonly OtherLeagueGame[]): Game[] {
  const index = indexActiveGames(otherSchedules(others));
  return records.map((record) => {
    const game = toGame(record, false);
    const slotGame = { time: game.time, location_name: game.location_name, court_name: game.court_name, is_active: game.is_active };
    return { ...game, is_duplicate: isDuplicateIn(index, slotGame, game.date, leagueName) };
  });
}
