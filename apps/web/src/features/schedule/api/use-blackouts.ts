import { BlackoutListSchema, BlackoutSchema, type BlackoutInput } from '@matchday/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, scheduleKeys } from '../../../lib/query-keys';
import { scheduleApiPaths } from '../../../lib/api/schedule-api-paths';

/** The club's blackout dates (GET /{slug}/blackouts). */
export function useBlackouts(slug: string) {
  return useQuery({
    queryKey: scheduleKeys.blackouts(slug),
    queryFn: async () => (await api.get(scheduleApiPaths.blackouts(slug), BlackoutListSchema)).blackouts,
  });
}

/** Adds or removes a blackout date; the planning data of every league reads them. */
export function useBlackoutMutations(slug: string) {
  // Every league's planning reads them.
  const meta = { invalidates: [queryKeys.club(slug)] };
  return {
    add: useMutation({ meta, mutationFn: (input: BlackoutInput) => api.post(scheduleApiPaths.blackouts(slug), input, BlackoutSchema) }),
    remove: useMutation({ meta, mutationFn: (blackoutId: string) => api.delete<void>(scheduleApiPaths.blackout(slug, blackoutId)) }),
  };
}
