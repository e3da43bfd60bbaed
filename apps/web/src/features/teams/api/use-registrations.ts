import { RegistrationPageSchema, RegistrationWithTeamSchema, type RegistrationListQuery } from '@matchday/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { teamKeys } from '../../../lib/query-keys';
import { leagueApiPaths } from '../../../lib/api/league-api-paths';

/** A page of the league's registrations (GET …/registrations); kind 'free_agents' lists those without a team. */
export function useRegistrations(slug: string, leagueId: string, query: Partial<RegistrationListQuery>) {
  return useQuery({
    queryKey: teamKeys.registrations(slug, leagueId, query),
    queryFn: () => api.get(`${leagueApiPaths.registrations(slug, leagueId)}${toSearchParams(query)}`, RegistrationPageSchema),
    placeholderData: keepPreviousData,
  });
}

/** One registration with its team (GET …/registrations/{id}). */
export function useRegistration(slug: string, leagueId: string, registrationId: string) {
  return useQuery({
    queryKey: teamKeys.registration(slug, leagueId, registrationId),
    queryFn: () => api.get(leagueApiPaths.registration(slug, leagueId, registrationId), RegistrationWithTeamSchema),
  });
}
