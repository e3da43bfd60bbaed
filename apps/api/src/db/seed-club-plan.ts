import type { BracketType, LeaguePaymentMode, LeagueRules, LeagueStatus, PaymentStatus, PlayTime, QuestionType, RegistrationType } from '@matchday/domain';
import type { DemoPerson } from './seed-people.js';

/** The shape of one club's demo data; seed-club-builder turns it into rows. Everything is referred to by name. */
export interface ClubPlan {
  slug: string;
  /** The club's player directory: every roster and free agent is drawn from it. */
  people: readonly DemoPerson[];
  locations: readonly LocationPlan[];
  questions: readonly QuestionPlan[];
  leagues: readonly LeaguePlan[];
}

export interface LocationPlan {
  name: string;
  address: string;
  notes: string | null;
  /** The sport played there when it is not the club's: it names the areas. */
  sport?: string;
  areas: readonly string[];
}

export interface QuestionPlan {
  label: string;
  type: QuestionType;
  options: readonly string[];
  required: boolean;
  help_text: string | null;
  /** What a person answers, given their place in the club's people (so they answer alike in every league); null leaves it blank. */
  answer: (person: DemoPerson, place: number) => string | null;
}

/** Days counted from the club's today, so a league's dates suit its status whenever the seed runs. */
export interface LeagueDates {
  registration_opens: number;
  registration_closes: number;
  season_start: number;
  season_end: number;
}

export interface TeamPlan {
  name: string;
  roster_size: number;
}

export interface LeaguePlan {
  name: string;
  sport: string;
  description: string;
  status: LeagueStatus;
  registration_type: RegistrationType;
  payment_mode: LeaguePaymentMode;
  team_fee_cents: number;
  player_fee_cents: number;
  team_capacity: number;
  roster_min: number;
  roster_max: number;
  bracket_type: BracketType;
  play_times: readonly PlayTime[];
  locations: readonly string[];
  questions: readonly { label: string; required: boolean }[];
  dates: LeagueDates;
  /** Position in the club's people where this league's players start (wrapping round), so leagues share some players. */
  first_player: number;
  /** The first roster member captains the team. */
  teams: readonly TeamPlan[];
  free_agents: number;
  /** Handed out in turn to the league's registrations. */
  payments: readonly PaymentStatus[];
  /** A schedule published from the generator, with results up to the seed day; none when absent. */
  games?: LeagueGamesPlan;
}

/** How a league's demo season is played. */
export interface LeagueGamesPlan {
  /** Stored as the league's rules; anything left out takes its default. */
  rules: Partial<LeagueRules>;
  /** How a played match is scored: volleyball sets (best of rules.games_per_match) or runs. */
  scoring: 'sets' | 'runs';
  /** A bracket of the whole table, played to its champion after the round robin. */
  playoffs?: BracketType;
}

/** An answer picked among the options, varied from one person to the next. */
export const pickOption =
  (options: readonly string[], step = 1) =>
  (_person: DemoPerson, place: number): string =>
    options[(place * step) % options.length]!;
