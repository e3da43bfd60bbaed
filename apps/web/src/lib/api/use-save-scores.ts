import { ScoresResultSchema, type ScoresInput } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import { scheduleKeys } from '../query-keys';
import { scheduleApiPaths } from './schedule-api-paths';

/** Saves a batch of results in one request (PUT …/scores); the games, standings and bracket refresh after it. */
export function useSaveScores(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [scheduleKeys.all(slug, leagueId)] },
    mutationFn: (input: ScoresInput) => api.put(scheduleApiPaths.scores(slug, leagueId), input, ScoresResultSchema),
  });
}
