import { LeagueSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';
import { oneLeagueApiPath } from './league-api-path';

/** One league with its settings, counts and questions (GET /api/{slug}/leagues/{id}). */
export function useLeague(slug: string, leagueId: string) {
  return useQuery({
    queryKey: leagueKeys.detail(slug, leagueId),
    queryFn: () => api.get(oneLeagueApiPath(slug, leagueId), LeagueSchema),
    enabled: slug !== '' && leagueId !== '',
  });
}
