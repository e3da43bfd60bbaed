import { BlackoutListSchema, BlackoutSchema, type BlackoutInput } from '@matchday/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleKeys } from '../../../lib/api/schedule-keys';
import { scheduleApiPaths } from '../../../lib/api/schedule-api-paths';

/** The club's blackout dates (GET /{slug}/blackouts). */
export function useBlackouts(slug: string) {
  return useQuery({ queryKey: scheduleKeys.blackouts(slug), queryFn: async () => (await api.get(scheduleApiPaths.blackouts(slug), BlackoutListSchema)).blackouts });
}

/** Adds or removes a blackout date; the planning data of every league reads them. */
export function useBlackoutMutations(slug: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['club', slug] });
  return {
    add: useMutation({ mutationFn: (input: BlackoutInput) => api.post(scheduleApiPaths.blackouts(slug), input, BlackoutSchema), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (blackoutId: string) => api.delete<void>(scheduleApiPaths.blackout(slug, blackoutId)), onSuccess: refresh }),
  };
}
