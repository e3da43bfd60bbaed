import { PlayerSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerKeys } from '../../../lib/query-keys';
import { playerApiPaths } from '../../../lib/api/player-paths';

/** One player with every registration (GET /api/{slug}/players/{id}). */
export function usePlayer(slug: string, playerId: string) {
  return useQuery({
    queryKey: playerKeys.detail(slug, playerId),
    queryFn: () => api.get(playerApiPaths.one(slug, playerId), PlayerSchema),
  });
}
