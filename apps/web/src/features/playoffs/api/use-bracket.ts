import { BracketResponseSchema, BracketSchema, type BracketCreate } from '@matchday/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleKeys } from '../../../lib/query-keys';
import { scheduleApiPaths } from '../../../lib/api/schedule-api-paths';

/** The league's playoff bracket, or null before one is created (GET …/bracket). */
export function useBracket(slug: string, leagueId: string) {
  return useQuery({
    queryKey: scheduleKeys.bracket(slug, leagueId),
    queryFn: async () => (await api.get(scheduleApiPaths.bracket(slug, leagueId), BracketResponseSchema)).bracket,
  });
}

/** Seeds a bracket from the standings and places its games on courts (POST …/bracket). */
export function useCreateBracket(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [scheduleKeys.all(slug, leagueId)] },
    mutationFn: (input: BracketCreate) => api.post(scheduleApiPaths.bracket(slug, leagueId), input, BracketSchema),
  });
}

/** Deletes the bracket and its games; refused while any has a result (DELETE …/bracket). */
export function useDeleteBracket(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [scheduleKeys.all(slug, leagueId)] },
    mutationFn: () => api.delete<void>(scheduleApiPaths.bracket(slug, leagueId)),
  });
}
