import { StandingsSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { scheduleKeys } from '../query-keys';
import { scheduleApiPaths } from './schedule-api-paths';

/** The league table with its tie notes (GET …/standings). */
export function useStandings(slug: string, leagueId: string) {
  return useQuery({
    queryKey: scheduleKeys.standings(slug, leagueId),
    queryFn: () => api.get(scheduleApiPaths.standings(slug, leagueId), StandingsSchema),
  });
}
