import { PlayerSchema, type PlayerInput } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerApiPaths } from '../../../lib/api/player-paths';
import { clubRecordKeys } from '../../../lib/api/use-invalidate-club-records';

/** Saves a player's details (PUT /api/{slug}/players/{id}). */
export function useUpdatePlayer(slug: string, playerId: string) {
  return useMutation({
    meta: { invalidates: clubRecordKeys(slug) },
    mutationFn: (input: PlayerInput) => api.put(playerApiPaths.one(slug, playerId), input, PlayerSchema),
  });
}
