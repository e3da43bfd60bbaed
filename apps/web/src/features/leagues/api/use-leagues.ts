import { LeaguePageSchema, type LeagueListQuery } from '@matchday/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { leagueKeys } from '../../../lib/query-keys';
import { leagueApiPath } from './league-api-path';

/** A page of the club's leagues (GET /api/{slug}/leagues); the previous page stays on screen while the next loads. */
export function useLeagues(slug: string, query: LeagueListQuery) {
  return useQuery({
    queryKey: leagueKeys.list(slug, query),
    queryFn: () => api.get(leagueApiPath(slug, toSearchParams(query)), LeaguePageSchema),
    placeholderData: keepPreviousData,
    enabled: slug !== '',
  });
}
