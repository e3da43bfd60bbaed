import { IdSchema, type RegistrationListQuery } from '@matchday/domain';
import type { ListParamChanges } from '../../../lib/list-params';

/**
 * The player list's filter: everyone, those on a team, free agents, one team (`team:<id>`), or those
 * without an answer to a question the league requires.
 */
export type RegistrationFilter = 'all' | 'rostered' | 'free_agents' | 'missing_answers' | `team:${string}`;

/** The list query fields a filter stands for. */
export function registrationFilterQuery(
  filter: RegistrationFilter,
): Pick<RegistrationListQuery, 'kind'> & Partial<Pick<RegistrationListQuery, 'team_id' | 'answers'>> {
  if (filter.startsWith('team:')) return { kind: 'rostered', team_id: filter.slice('team:'.length) };
  if (filter === 'missing_answers') return { kind: 'all', answers: 'missing' };
  return { kind: filter as RegistrationListQuery['kind'] };
}

/**
 * The filter in the page's URL, kept there as the list query's own fields (`?answers=missing` is also
 * what the league's overview links to); everyone when none or not a valid one.
 */
export function filterFromSearch(search: URLSearchParams): RegistrationFilter {
  if (search.get('answers') === 'missing') return 'missing_answers';
  const team = IdSchema.safeParse(search.get('team_id'));
  if (team.success) return `team:${team.data}`;
  const kind = search.get('kind');
  return kind === 'rostered' || kind === 'free_agents' ? kind : 'all';
}

/** The URL changes that choose a filter: its query fields, the others cleared. */
export function filterSearchChanges(filter: RegistrationFilter): ListParamChanges {
  const { kind, team_id, answers } = registrationFilterQuery(filter);
  return { kind: kind === 'all' ? null : kind, team_id, answers };
}
