import { LeagueSchema, type LeagueStatus } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { oneLeagueApiPath } from './league-api-path';
import { useRefreshClubData } from './use-refresh-club-data';

/** Moves a league along its lifecycle (POST /api/{slug}/leagues/{id}/status); a refused move is a 409 invalid_transition. */
export function useChangeLeagueStatus(slug: string, leagueId: string) {
  const refresh = useRefreshClubData(slug);
  return useMutation({
    mutationFn: (status: LeagueStatus) => api.post(oneLeagueApiPath(slug, leagueId, '/status'), { status }, LeagueSchema),
    onSuccess: refresh,
  });
}
