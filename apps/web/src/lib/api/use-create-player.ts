import { PlayerSchema, type PlayerInput } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import { playerApiPaths } from './player-paths';
import { clubRecordKeys } from './use-invalidate-club-records';

/** Adds a player to the club directory (POST /api/{slug}/players); 409 on `email` when the club has it. */
export function useCreatePlayer(slug: string) {
  return useMutation({
    meta: { invalidates: clubRecordKeys(slug) },
    mutationFn: (input: PlayerInput) => api.post(playerApiPaths.list(slug), input, PlayerSchema),
  });
}
