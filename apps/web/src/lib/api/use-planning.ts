import { PlanningDataSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { scheduleKeys } from '../query-keys';
import { scheduleApiPaths } from './schedule-api-paths';

/** What the generator plans with: play times, teams, courts, blackouts and the slots other leagues hold (GET …/schedule/planning). */
export function usePlanning(slug: string, leagueId: string, enabled = true) {
  return useQuery({
    queryKey: scheduleKeys.planning(slug, leagueId),
    queryFn: () => api.get(scheduleApiPaths.planning(slug, leagueId), PlanningDataSchema),
    enabled,
  });
}
