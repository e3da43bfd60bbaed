import { LeagueSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from '../../../lib/api/team-keys';
import { leagueApiPaths } from '../../../lib/api/league-api-paths';

/** The league a team, registration or tab belongs to (GET /api/{slug}/leagues/{id}), with its current counts. */
export function useLeague(slug: string, leagueId: string) {
  return useQuery({
    queryKey: teamKeys.league(slug, leagueId),
    queryFn: () => api.get(leagueApiPaths.league(slug, leagueId), LeagueSchema),
  });
}
