import { PlayerPageSchema, type PlayerListQuery } from '@matchday/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { toSearchParams } from '../search-params';
import { playerKeys } from '../query-keys';
import { playerApiPaths } from './player-paths';

/** A page of the club's player directory (GET /api/{slug}/players). */
export function usePlayers(slug: string, query: Partial<PlayerListQuery> = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: playerKeys.list(slug, query),
    queryFn: () => api.get(`${playerApiPaths.list(slug)}${toSearchParams(query)}`, PlayerPageSchema),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
