import { ScoresResultSchema, type ScoresInput } from '@matchday/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { scheduleKeys } from './schedule-keys';
import { scheduleApiPaths } from './schedule-api-paths';

/** Saves a batch of results in one request (PUT …/scores); the games, standings and bracket refresh after it. */
export function useSaveScores(slug: string, leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScoresInput) => api.put(scheduleApiPaths.scores(slug, leagueId), input, ScoresResultSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all(slug, leagueId) }),
  });
}
