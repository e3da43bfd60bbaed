import type { Bracket, Game, PublicBracket, PublicGame, PublicLeague, PublicRegistrationState, PublicStandings, Standings } from '@matchday/domain';
import type { PublicLeagueRow } from '../leagues/public-leagues.js';

/** A game as the public contract has it: no court ids, no edit stamps, no duplicate flags. */
export const toPublicGame = (game: Game, leagueName: string): PublicGame => ({
  id: game.id,
  league_id: game.league_id,
  league_name: leagueName,
  stage: game.stage,
  round: game.round,
  date: game.date,
  time: game.time,
  starts_at: game.starts_at,
  timezone: game.timezone,
  location_name: game.location_name,
  court_name: game.court_name,
  home_team: game.home_team,
  away_team: game.away_team,
  home_source: game.home_source,
  away_source: game.away_source,
  bracket_game: game.bracket_game,
  home_points: game.home_points,
  away_points: game.away_points,
  winner: game.winner,
});

/** Open while the league takes registrations and today is inside its window; upcoming before the window; closed otherwise. */
export function registrationState(league: PublicLeagueRow, today: string): PublicRegistrationState {
  if (league.status !== 'registration_open' || today > league.registrationClosesOn) return 'closed';
  return today < league.registrationOpensOn ? 'upcoming' : 'open';
}

export const toPublicLeague = (league: PublicLeagueRow, today: string, calendarUrl: string | null): PublicLeague => ({
  id: league.id,
  name: league.name,
  sport: league.sport,
  season: league.season,
  season_start: league.seasonStart,
  season_end: league.seasonEnd,
  description: league.description,
  locations: league.locationNames,
  registration_type: league.registrationType,
  payment_mode: league.paymentMode,
  team_fee_cents: league.teamFeeCents,
  player_fee_cents: league.playerFeeCents,
  registration: {
    state: registrationState(league, today),
    opens_on: league.registrationOpensOn,
    closes_on: league.registrationClosesOn,
    places_left: Math.max(0, league.teamCapacity - league.teamsCount),
  },
  calendar_url: calendarUrl,
});

export const toPublicStandings = (standings: Standings): PublicStandings => ({ rows: standings.rows, ties: standings.ties });

export const toPublicBracket = (bracket: Bracket, leagueName: string): PublicBracket => ({
  type: bracket.type,
  champion: bracket.champion,
  games: bracket.games.map((game) => ({
    number: game.number,
    side: game.side,
    round: game.round,
    home: game.home,
    away: game.away,
    if_necessary: game.if_necessary,
    home_team: game.home_team,
    away_team: game.away_team,
    winner_team_id: game.winner_team_id,
    game: game.game ? toPublicGame(game.game, leagueName) : null,
  })),
});
