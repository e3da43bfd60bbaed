import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerApiPaths } from '../../../lib/api/player-paths';
import { clubRecordKeys } from '../../../lib/api/use-invalidate-club-records';

/** Deletes a player (DELETE /api/{slug}/players/{id}); 409 in_use while they are registered in a league. */
export function useDeletePlayer(slug: string, playerId: string) {
  return useMutation({
    meta: { invalidates: clubRecordKeys(slug) },
    mutationFn: () => api.delete<void>(playerApiPaths.one(slug, playerId)),
  });
}
