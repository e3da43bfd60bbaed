import { LeagueSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { leagueKeys } from '../query-keys';
import { leagueApiPaths } from './league-api-paths';

/** One league with its settings, current counts and questions (GET /api/{slug}/leagues/{id}): the league page, its tabs, teams and registrations. */
export function useLeague(slug: string, leagueId: string) {
  return useQuery({
    queryKey: leagueKeys.detail(slug, leagueId),
    queryFn: () => api.get(leagueApiPaths.league(slug, leagueId), LeagueSchema),
    enabled: slug !== '' && leagueId !== '',
  });
}
