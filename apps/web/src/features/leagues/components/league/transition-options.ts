import { LEAGUE_TRANSITIONS, TRANSITION_REFUSALS, checkLeagueTransition, type League, type LeagueStatus, type TransitionRefusal } from '@matchday/domain';
import { isApiError } from '../../../../lib/api-client';

export interface StatusOption {
  status: LeagueStatus;
  /** Why the move is refused for what the page knows, or null when the API should accept it. */
  refusal: TransitionRefusal | null;
}

export type TransitionFactsSource = Pick<League, 'status' | 'registration_closes_on' | 'teams_count' | 'players_count' | 'free_agents_count'>;

/** The statuses a league may move to from its own, each checked with the shared lifecycle rule against today in the club's timezone. */
export function statusOptions(league: TransitionFactsSource, today: string): StatusOption[] {
  const facts = {
    today,
    registration_closes_on: league.registration_closes_on,
    teams_count: league.teams_count,
    registrations_count: league.players_count + league.free_agents_count,
  };
  return LEAGUE_TRANSITIONS[league.status].map((status) => ({ status, refusal: checkLeagueTransition(league.status, status, facts) }));
}

const REFUSAL_OF_TEXT = new Map(Object.entries(TRANSITION_REFUSALS).map(([key, text]) => [text as string, key as TransitionRefusal]));

/** The refusal a 409 invalid_transition carries (the API sends its English text), so it can be shown translated; null for any other failure. */
export function transitionRefusalOf(error: unknown): TransitionRefusal | null {
  if (!isApiError(error) || error.code !== 'invalid_transition') return null;
  return REFUSAL_OF_TEXT.get(error.errors?.status?.[0] ?? error.message) ?? null;
}
