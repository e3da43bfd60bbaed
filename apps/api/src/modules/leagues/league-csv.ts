import { LEAGUE_CSV_COLUMNS, toCsv, type LeagueSummary } from '@matchday/domain';

type Column = (typeof LEAGUE_CSV_COLUMNS)[number];

/** Raw stored values (status, registration_type, payment_mode as codes) so the file reads back by machine. */
const VALUE_OF: Record<Column, (league: LeagueSummary) => string | number> = {
  name: (league) => league.name,
  sport: (league) => league.sport,
  season: (league) => league.season,
  season_start: (league) => league.season_start,
  season_end: (league) => league.season_end,
  status: (league) => league.status,
  registration_type: (league) => league.registration_type,
  payment_mode: (league) => league.payment_mode,
  team_capacity: (league) => league.team_capacity,
  teams: (league) => league.teams_count,
  players: (league) => league.players_count,
  free_agents: (league) => league.free_agents_count,
  registration_closes_on: (league) => league.registration_closes_on,
};

export const leaguesCsv = (leagues: LeagueSummary[]): string =>
  toCsv([LEAGUE_CSV_COLUMNS, ...leagues.map((league) => LEAGUE_CSV_COLUMNS.map((column) => VALUE_OF[column](league)))]);
