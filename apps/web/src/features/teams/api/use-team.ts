import { TeamSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from '../../../lib/query-keys';
import { leagueApiPaths } from '../../../lib/api/league-api-paths';

/** A team with its roster (GET /api/{slug}/leagues/{id}/teams/{teamId}). */
export function useTeam(slug: string, leagueId: string, teamId: string) {
  return useQuery({
    queryKey: teamKeys.team(slug, leagueId, teamId),
    queryFn: () => api.get(leagueApiPaths.team(slug, leagueId, teamId), TeamSchema),
  });
}
