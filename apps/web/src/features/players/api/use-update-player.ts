import { PlayerSchema, type Player, type PlayerUpdate } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerApiPaths } from '../../../lib/api/player-paths';
import { clubRecordKeys } from '../../../lib/api/use-invalidate-club-records';

/** The player as saved now (a stale save's conflict compares it with the form). */
export const readPlayer = (slug: string, playerId: string): Promise<Player> => api.get(playerApiPaths.one(slug, playerId), PlayerSchema);

/** Saves a player's details (PUT /api/{slug}/players/{id}) from the row_version the form was opened on. */
export function useUpdatePlayer(slug: string, playerId: string) {
  return useMutation({
    meta: { invalidates: clubRecordKeys(slug) },
    mutationFn: (input: PlayerUpdate) => api.put(playerApiPaths.one(slug, playerId), input, PlayerSchema),
  });
}
