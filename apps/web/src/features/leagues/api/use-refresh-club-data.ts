import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a league changes, everything of the club that shows it is stale: the leagues, the dashboard
 * figures, the history, location and question usage counts, and a duplicate's copied teams and players.
 */
export function useRefreshClubData(slug: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.club(slug) }), [queryClient, slug]);
}
