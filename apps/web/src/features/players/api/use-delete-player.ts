import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerApiPaths } from '../../../lib/api/player-paths';
import { useInvalidateClubRecords } from '../../../lib/api/use-invalidate-club-records';

/** Deletes a player (DELETE /api/{slug}/players/{id}); 409 in_use while they are registered in a league. */
export function useDeletePlayer(slug: string, playerId: string) {
  const invalidate = useInvalidateClubRecords(slug);
  return useMutation({
    mutationFn: () => api.delete<void>(playerApiPaths.one(slug, playerId)),
    onSuccess: () => invalidate(),
  });
}
