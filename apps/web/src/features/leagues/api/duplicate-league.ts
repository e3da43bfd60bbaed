import { LeagueSchema, type LeagueDuplicateInput } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { oneLeagueApiPath } from './league-api-path';
import { useRefreshClubData } from './use-refresh-club-data';

/** Copies a league into a new draft for another season (POST /api/{slug}/leagues/{id}/duplicate). */
export function useDuplicateLeague(slug: string, leagueId: string) {
  const refresh = useRefreshClubData(slug);
  return useMutation({
    mutationFn: (input: LeagueDuplicateInput) => api.post(oneLeagueApiPath(slug, leagueId, '/duplicate'), input, LeagueSchema),
    onSuccess: refresh,
  });
}
