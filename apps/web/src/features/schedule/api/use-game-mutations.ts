import { GameListSchema, GameSchema, SchedulePublishResultSchema, type GameUpdate, type SchedulePublishInput } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleKeys } from '../../../lib/query-keys';
import { scheduleApiPaths } from '../../../lib/api/schedule-api-paths';

/** Moves, reschedules, cancels or re-activates a game (PATCH …/games/{id}); 409 court_taken names who holds the court. */
export function useUpdateGame(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [scheduleKeys.all(slug, leagueId)] },
    mutationFn: ({ gameId, changes }: { gameId: string; changes: GameUpdate }) => api.patch(scheduleApiPaths.game(slug, leagueId, gameId), changes, GameSchema),
  });
}

/** Two games exchange their times and courts (POST …/games/swap). */
export function useSwapGames(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [scheduleKeys.all(slug, leagueId)] },
    mutationFn: (gameIds: [string, string]) => api.post(scheduleApiPaths.swap(slug, leagueId), { game_ids: gameIds }, GameListSchema),
  });
}

/** Saves previewed games (POST …/schedule/publish). */
export function usePublishSchedule(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [scheduleKeys.all(slug, leagueId)] },
    mutationFn: (input: SchedulePublishInput) => api.post(scheduleApiPaths.publish(slug, leagueId), input, SchedulePublishResultSchema),
  });
}
