import { LeagueRulesSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { scheduleKeys } from '../query-keys';
import { scheduleApiPaths } from './schedule-api-paths';

/** The league's match format and standings rules (GET …/rules). */
export function useLeagueRules(slug: string, leagueId: string) {
  return useQuery({
    queryKey: scheduleKeys.rules(slug, leagueId),
    queryFn: () => api.get(scheduleApiPaths.rules(slug, leagueId), LeagueRulesSchema),
  });
}
