import { LeagueSchema, type LeagueDuplicateInput } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { oneLeagueApiPath } from './league-api-path';
import { queryKeys } from '../../../lib/query-keys';

/** Copies a league into a new draft for another season (POST /api/{slug}/leagues/{id}/duplicate). */
export function useDuplicateLeague(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [queryKeys.club(slug)] },
    mutationFn: (input: LeagueDuplicateInput) => api.post(oneLeagueApiPath(slug, leagueId, '/duplicate'), input, LeagueSchema),
  });
}
