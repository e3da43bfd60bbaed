import { CalendarFeedListSchema, CalendarFeedSchema } from '@matchday/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleKeys } from '../../../lib/query-keys';
import { scheduleApiPaths } from '../../../lib/api/schedule-api-paths';

/** The iCal addresses of the league and its teams (GET …/calendar-feeds). */
export function useCalendarFeeds(slug: string, leagueId: string) {
  return useQuery({
    queryKey: scheduleKeys.feeds(slug, leagueId),
    queryFn: async () => (await api.get(scheduleApiPaths.feeds(slug, leagueId), CalendarFeedListSchema)).feeds,
  });
}

/** Creates an address, or replaces it so the old one stops (POST …/calendar-feeds). */
export function useRotateCalendarFeed(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [scheduleKeys.feeds(slug, leagueId)] },
    mutationFn: (teamId: string | null) => api.post(scheduleApiPaths.feeds(slug, leagueId), { team_id: teamId }, CalendarFeedSchema),
  });
}
