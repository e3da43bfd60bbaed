import { LEAGUE_TRANSITIONS, TRANSITION_REFUSALS, checkLeagueTransition, type League, type LeagueStatus, type TransitionRefusal } from '@matchday/domain';
import { validationMessageKey } from '../../../../components/form/field-error-message';
import type { MessageId } from '../../../../i18n/messages';

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

/** The key that says a refusal in the reader's language: the message the API names when it refuses the same move. */
export const refusalMessageKey = (refusal: TransitionRefusal): MessageId => validationMessageKey(TRANSITION_REFUSALS[refusal]);
