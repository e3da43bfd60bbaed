import type { RegistrationListQuery } from '@matchday/domain';

/**
 * The player list's filter: everyone, those on a team, free agents, one team (`team:<id>`), or those
 * without an answer to a question the league requires.
 */
export type RegistrationFilter = 'all' | 'rostered' | 'free_agents' | 'missing_answers' | `team:${string}`;

/** The list query fields a filter stands for. */
export function registrationFilterQuery(filter: RegistrationFilter): Pick<RegistrationListQuery, 'kind'> & Partial<Pick<RegistrationListQuery, 'team_id' | 'answers'>> {
  if (filter.startsWith('team:')) return { kind: 'rostered', team_id: filter.slice('team:'.length) };
  if (filter === 'missing_answers') return { kind: 'all', answers: 'missing' };
  return { kind: filter as RegistrationListQuery['kind'] };
}

/** The filter a link to the Players tab asks for (`?answers=missing`, from the league's overview), or everyone. */
export const filterFromSearch = (search: URLSearchParams): RegistrationFilter => (search.get('answers') === 'missing' ? 'missing_answers' : 'all');
