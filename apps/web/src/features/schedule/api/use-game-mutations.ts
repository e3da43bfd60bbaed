import { GameListSchema, GameSchema, SchedulePublishResultSchema, type GameUpdate, type SchedulePublishInput } from '@matchday/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleKeys } from '../../../lib/api/schedule-keys';
import { scheduleApiPaths } from '../../../lib/api/schedule-api-paths';

const useRefreshSchedule = (slug: string, leagueId: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all(slug, leagueId) });
};

/** Moves, reschedules, cancels or re-activates a game (PATCH …/games/{id}); 409 court_taken names who holds the court. */
export function useUpdateGame(slug: string, leagueId: string) {
  const refresh = useRefreshSchedule(slug, leagueId);
  return useMutation({
    mutationFn: ({ gameId, changes }: { gameId: string; changes: GameUpdate }) => api.patch(scheduleApiPaths.game(slug, leagueId, gameId), changes, GameSchema),
    onSuccess: refresh,
  });
}

/** Two games exchange their times and courts (POST …/games/swap). */
export function useSwapGames(slug: string, leagueId: string) {
  const refresh = useRefreshSchedule(slug, leagueId);
  return useMutation({
    mutationFn: (gameIds: [string, string]) => api.post(scheduleApiPaths.swap(slug, leagueId), { game_ids: gameIds }, GameListSchema),
    onSuccess: refresh,
  });
}

/** Saves previewed games (POST …/schedule/publish). */
export function usePublishSchedule(slug: string, leagueId: string) {
  const refresh = useRefreshSchedule(slug, leagueId);
  return useMutation({
    mutationFn: (input: SchedulePublishInput) => api.post(scheduleApiPaths.publish(slug, leagueId), input, SchedulePublishResultSchema),
    onSuccess: refresh,
  });
}
