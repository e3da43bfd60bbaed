import { LeagueSchema, type LeagueStatus } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { oneLeagueApiPath } from './league-api-path';
import { queryKeys } from '../../../lib/query-keys';

/** Moves a league along its lifecycle (POST /api/{slug}/leagues/{id}/status); a refused move is a 409 invalid_transition. */
export function useChangeLeagueStatus(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [queryKeys.club(slug)] },
    mutationFn: (status: LeagueStatus) => api.post(oneLeagueApiPath(slug, leagueId, '/status'), { status }, LeagueSchema),
  });
}
