import { LeagueRulesSchema, type LeagueRules } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleKeys } from '../../../lib/query-keys';
import { scheduleApiPaths } from '../../../lib/api/schedule-api-paths';

/** Saves the league's rules (PUT …/rules); the standings re-order with them. */
export function useSaveLeagueRules(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [scheduleKeys.all(slug, leagueId)] },
    mutationFn: (rules: LeagueRules) => api.put(scheduleApiPaths.rules(slug, leagueId), rules, LeagueRulesSchema),
  });
}
