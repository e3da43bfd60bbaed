import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, leagueKeys } from '../../../lib/query-keys';
import { oneLeagueApiPath } from './league-api-path';

/** Deletes a draft league nobody registered to (DELETE /api/{slug}/leagues/{id}); anything else is a 409 in_use. */
export function useDeleteLeague(slug: string, leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(oneLeagueApiPath(slug, leagueId)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: leagueKeys.detail(slug, leagueId) });
      // Marked stale only: refetching now would ask for the deleted league's tabs while its page is still open.
      void queryClient.invalidateQueries({ queryKey: queryKeys.club(slug), refetchType: 'none' });
    },
  });
}
