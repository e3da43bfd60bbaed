import { TeamSchema, type Team, type TeamCreate, type TeamUpdate } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clubRecordKeys, useInvalidateClubRecords } from '../../../lib/api/use-invalidate-club-records';
import { isCapacityRefusal } from './capacity-refusal';
import { leagueApiPaths } from '../../../lib/api/league-api-paths';

/** Creates a team with its players and captain (POST …/teams); 409 when the league or roster is full. */
export function useCreateTeam(slug: string, leagueId: string) {
  const invalidate = useInvalidateClubRecords(slug);
  return useMutation({
    meta: { invalidates: clubRecordKeys(slug) },
    mutationFn: (input: TeamCreate) => api.post(leagueApiPaths.teams(slug, leagueId), input, TeamSchema),
    onError: (error) => (isCapacityRefusal(error) ? invalidate() : undefined),
  });
}

/** The team as saved now (a stale save's conflict compares it with the form). */
export const readTeam = (slug: string, leagueId: string, teamId: string): Promise<Team> => api.get(leagueApiPaths.team(slug, leagueId, teamId), TeamSchema);

/** Renames a team or chooses its captain (PUT …/teams/{teamId}, from the row_version its form was opened on). */
export function useUpdateTeam(slug: string, leagueId: string, teamId: string) {
  return useMutation({
    meta: { invalidates: clubRecordKeys(slug) },
    mutationFn: (input: TeamUpdate) => api.put(leagueApiPaths.team(slug, leagueId, teamId), input, TeamSchema),
  });
}

/** Deletes a team (DELETE …/teams/{teamId}); its players become free agents or leave the league. */
export function useDeleteTeam(slug: string, leagueId: string, teamId: string) {
  return useMutation({
    meta: { invalidates: clubRecordKeys(slug) },
    mutationFn: () => api.delete<void>(leagueApiPaths.team(slug, leagueId, teamId)),
  });
}
