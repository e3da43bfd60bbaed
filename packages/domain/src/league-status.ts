import type { ValidationMessageId } from './validation-messages.js';

/** The league lifecycle, in order. */
export const LEAGUE_STATUSES = ['draft', 'registration_open', 'registration_closed', 'in_season', 'completed', 'archived'] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];

export const LEAGUE_STATUS_LABELS: Record<LeagueStatus, string> = {
  draft: 'Draft',
  registration_open: 'Registration Open',
  registration_closed: 'Registration Closed',
  in_season: 'In Season',
  completed: 'Completed',
  archived: 'Archived',
};

/** Moves an admin may make from each status: forward along the lifecycle, plus the few undo steps a club needs. */
export const LEAGUE_TRANSITIONS: Record<LeagueStatus, readonly LeagueStatus[]> = {
  draft: ['registration_open', 'archived'],
  registration_open: ['registration_closed', 'draft'],
  registration_closed: ['in_season', 'registration_open'],
  in_season: ['completed'],
  completed: ['archived', 'in_season'],
  archived: ['draft'],
};

/** Why a move is refused, each by the message that says it: the API sends the id, the web app translates it. */
export const TRANSITION_REFUSALS = {
  same_status: 'sameStatus',
  not_allowed: 'statusNotReachable',
  has_registrations: 'leagueHasRegistrations',
  registration_window_over: 'registrationWindowOver',
  too_few_teams: 'tooFewTeams',
} as const satisfies Record<string, ValidationMessageId>;
export type TransitionRefusal = keyof typeof TRANSITION_REFUSALS;

export const MIN_TEAMS_FOR_SEASON = 2;

export interface TransitionFacts {
  /** Today's date (YYYY-MM-DD) in the club's timezone. */
  today: string;
  registration_closes_on: string;
  teams_count: number;
  registrations_count: number;
}

/** Whether a league may move from one status to another, and if not, why. */
export function checkLeagueTransition(from: LeagueStatus, to: LeagueStatus, facts: TransitionFacts): TransitionRefusal | null {
  if (from === to) return 'same_status';
  if (!LEAGUE_TRANSITIONS[from].includes(to)) return 'not_allowed';
  if (from === 'registration_open' && to === 'draft' && facts.registrations_count + facts.teams_count > 0) return 'has_registrations';
  if (to === 'registration_open' && facts.registration_closes_on < facts.today) return 'registration_window_over';
  if (to === 'in_season' && from === 'registration_closed' && facts.teams_count < MIN_TEAMS_FOR_SEASON) return 'too_few_teams';
  return null;
}

/** Whether registrations (teams, players, free agents) may change in this status: not once a league is archived. */
export const isLeagueEditable = (status: LeagueStatus): boolean => status !== 'archived';
