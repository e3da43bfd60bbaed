import type { RegistrationListQuery } from '@matchday/domain';

/** The player list's filter: everyone, those on a team, free agents, or one team (`team:<id>`). */
export type RegistrationFilter = 'all' | 'rostered' | 'free_agents' | `team:${string}`;

/** The list query fields a filter stands for. */
export function registrationFilterQuery(filter: RegistrationFilter): Pick<RegistrationListQuery, 'kind'> & { team_id?: string } {
  if (filter.startsWith('team:')) return { kind: 'rostered', team_id: filter.slice('team:'.length) };
  return { kind: filter as RegistrationListQuery['kind'] };
}
