import {
  EARLY_BIRD_PLAYER_FEE_MODES,
  EARLY_BIRD_TEAM_FEE_MODES,
  feesOn,
  isEarlyBird,
  registrationPrice,
  registrationState,
  type AddOnOffer,
  type Bracket,
  type Game,
  type PublicAddOn,
  type PublicBracket,
  type PublicGame,
  type PublicLeague,
  type PublicRegistrationState,
  type PublicStandings,
  type Standings,
} from '@matchday/domain';
import type { PublicLeagueRow } from '../leagues/public-leagues.js';
import { priceListOf } from '../payments/price-list.js';
import { windowOf } from '../registration/league-gate.js';

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
  scores: game.scores,
  home_points: game.home_points,
  away_points: game.away_points,
  winner: game.winner,
});

/**
 * What a visitor may see of a league's price list on `today` (the club's date): the early-bird prices only while
 * they apply and registration is not over, and only those the payment mode charges; the deposit only where a
 * captain is offered it (the domain's registrationPrice decides, as it does in registration).
 */
export function publicPrices(league: PublicLeagueRow, today: string, state: PublicRegistrationState): Pick<PublicLeague, 'early_bird' | 'deposit_cents'> {
  const prices = priceListOf(league);
  const early = feesOn(prices, today);
  const team = EARLY_BIRD_TEAM_FEE_MODES.includes(prices.payment_mode) && early.team_fee_cents < prices.team_fee_cents ? early.team_fee_cents : null;
  const player = EARLY_BIRD_PLAYER_FEE_MODES.includes(prices.payment_mode) && early.player_fee_cents < prices.player_fee_cents ? early.player_fee_cents : null;
  const open = state !== 'closed' && isEarlyBird(prices, today) && (team !== null || player !== null);
  const captain = registrationPrice(prices, 'captain', {}, { today, addOns: [], chosen: [], payDeposit: false });
  return {
    early_bird: open ? { until: prices.early_bird_until!, team_fee_cents: team, player_fee_cents: player } : null,
    deposit_cents: captain.deposit_cents,
  };
}

/** An add-on on sale as a visitor sees it: no quantity limit, no sales. */
export const toPublicAddOn = (offer: AddOnOffer & { description: string | null }): PublicAddOn => ({
  id: offer.id,
  name: offer.name,
  description: offer.description,
  price_cents: offer.price_cents,
});

/** What a league's public face is built from beside its row: the club's date, its feed, its add-ons, its team places left (the domain's teamPlacesLeft). */
export interface PublicLeagueFacts {
  today: string;
  calendarUrl: string | null;
  addOns: readonly PublicAddOn[];
  placesLeft: number;
}

export const toPublicLeague = (league: PublicLeagueRow, { today, calendarUrl, addOns, placesLeft }: PublicLeagueFacts): PublicLeague => ({
  id: league.id,
  name: league.name,
  sport: league.sport,
  season: league.season,
  season_start: league.seasonStart,
  season_end: league.seasonEnd,
  description: league.description,
  status: league.status as PublicLeague['status'],
  locations: league.locationNames,
  registration_type: league.registrationType,
  payment_mode: league.paymentMode,
  team_fee_cents: league.teamFeeCents,
  player_fee_cents: league.playerFeeCents,
  registration: {
    state: registrationState(windowOf(league), today),
    opens_on: league.registrationOpensOn,
    closes_on: league.registrationClosesOn,
    places_left: placesLeft,
  },
  ...publicPrices(league, today, registrationState(windowOf(league), today)),
  add_ons: [...addOns],
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
