import { LeagueRulesSchema, type LeagueRules } from '@matchday/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleKeys } from '../../../lib/api/schedule-keys';
import { scheduleApiPaths } from '../../../lib/api/schedule-api-paths';

/** Saves the league's rules (PUT …/rules); the standings re-order with them. */
export function useSaveLeagueRules(slug: string, leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: LeagueRules) => api.put(scheduleApiPaths.rules(slug, leagueId), rules, LeagueRulesSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all(slug, leagueId) }),
  });
}
