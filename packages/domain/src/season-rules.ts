import type { LeagueStatus } from './league-status.js';

/** What an admin does to a season, each allowed only in some statuses of the league. */
export const SEASON_ACTIONS = ['plan_schedule', 'edit_games', 'enter_results', 'create_bracket'] as const;
export type SeasonAction = (typeof SEASON_ACTIONS)[number];

/**
 * A schedule is planned and its games moved from the moment registration opens until the season ends;
 * results and brackets belong to the season in play. A completed season is reopened (In Season) to change it.
 */
export const SEASON_ACTION_STATUSES: Record<SeasonAction, readonly LeagueStatus[]> = {
  plan_schedule: ['registration_open', 'registration_closed', 'in_season'],
  edit_games: ['registration_open', 'registration_closed', 'in_season'],
  enter_results: ['in_season'],
  create_bracket: ['in_season'],
};

/** Why a season action is refused; the web app translates the key, the API sends the English text. */
export const SEASON_REFUSALS = {
  plan_schedule: 'A schedule is published once registration is open, and no longer once the season is completed',
  edit_games: 'Games are changed once registration is open, and no longer once the season is completed',
  enter_results: 'Results are entered while the league is In Season',
  create_bracket: 'A playoff bracket is created while the league is In Season',
  game_not_started: 'This game has not started yet: its result can be entered once it has begun',
  season_unplayed: 'Some regular-season games have no result yet: enter them, or create the bracket anyway with the override',
} as const;
export type SeasonRefusal = keyof typeof SEASON_REFUSALS;

/** Whether the league's status allows the action, and if not, why. */
export const checkSeasonAction = (status: LeagueStatus, action: SeasonAction): SeasonRefusal | null =>
  SEASON_ACTION_STATUSES[action].includes(status) ? null : action;

/** A result is entered for a game that has begun: its start (an instant, so in any timezone) is not in the future. */
export const checkResultTime = (startsAt: string | Date, now: Date): SeasonRefusal | null =>
  new Date(startsAt).getTime() <= now.getTime() ? null : 'game_not_started';

/** A bracket is seeded from a finished regular season, unless the admin overrides it (and the History says so). */
export const checkBracketSeeding = (unplayedRegularGames: number, override: boolean): SeasonRefusal | null =>
  unplayedRegularGames > 0 && !override ? 'season_unplayed' : null;
