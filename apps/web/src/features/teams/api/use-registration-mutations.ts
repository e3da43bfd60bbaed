import { RegistrationWithTeamSchema, type RegistrationCreate, type RegistrationUpdate } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clubRecordKeys, useInvalidateClubRecords } from '../../../lib/api/use-invalidate-club-records';
import { isCapacityRefusal } from './capacity-refusal';
import { leagueApiPaths } from '../../../lib/api/league-api-paths';

/** Registers a player onto a team, or as a free agent with team_id null (POST …/registrations). */
export function useCreateRegistration(slug: string, leagueId: string) {
  const invalidate = useInvalidateClubRecords(slug);
  return useMutation({
    meta: { invalidates: clubRecordKeys(slug) },
    mutationFn: (input: RegistrationCreate) => api.post(leagueApiPaths.registrations(slug, leagueId), input, RegistrationWithTeamSchema),
    onError: (error) => (isCapacityRefusal(error) ? invalidate() : undefined),
  });
}

/** Places a registration on a team (or back to free agents), changes its answers or payment status (PATCH). */
export function useUpdateRegistration(slug: string, leagueId: string) {
  const invalidate = useInvalidateClubRecords(slug);
  return useMutation({
    meta: { invalidates: clubRecordKeys(slug) },
    mutationFn: ({ registrationId, input }: { registrationId: string; input: RegistrationUpdate }) =>
      api.patch(leagueApiPaths.registration(slug, leagueId, registrationId), input, RegistrationWithTeamSchema),
    onError: (error) => (isCapacityRefusal(error) ? invalidate() : undefined),
  });
}

/** Removes a player from the league (DELETE …/registrations/{id}). */
export function useDeleteRegistration(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: clubRecordKeys(slug) },
    mutationFn: (registrationId: string) => api.delete<void>(leagueApiPaths.registration(slug, leagueId, registrationId)),
  });
}
