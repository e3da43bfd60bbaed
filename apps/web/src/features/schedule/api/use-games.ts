import { DayViewSchema, GameListSchema } from '@matchday/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { scheduleKeys } from '../../../lib/query-keys';
import { scheduleApiPaths } from '../../../lib/api/schedule-api-paths';

export interface GameQuery {
  team_id?: string;
  stage?: 'regular' | 'playoff';
}

/** The league's games in time order (GET …/games). */
export function useGames(slug: string, leagueId: string, query: GameQuery = {}) {
  return useQuery({
    queryKey: scheduleKeys.games(slug, leagueId, query),
    queryFn: async () => (await api.get(`${scheduleApiPaths.games(slug, leagueId)}${toSearchParams({ ...query })}`, GameListSchema)).games,
    placeholderData: keepPreviousData,
  });
}

/** One day on the league's courts (GET …/day). */
export function useDay(slug: string, leagueId: string, date: string) {
  return useQuery({
    queryKey: scheduleKeys.day(slug, leagueId, date),
    queryFn: () => api.get(`${scheduleApiPaths.day(slug, leagueId)}?date=${date}`, DayViewSchema),
    placeholderData: keepPreviousData,
  });
}
