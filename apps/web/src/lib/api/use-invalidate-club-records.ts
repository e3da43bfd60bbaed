import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateAfterChange } from './invalidate-after-change';
import { teamKeys } from './team-keys';
import { playerKeys } from './player-keys';

/**
 * Refetches what a change to a player, team or registration makes stale: the player directory and
 * pages, every league query (counts, teams, rosters, registrations), the History and the dashboard.
 */
export function useInvalidateClubRecords(slug: string) {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateAfterChange(queryClient, slug, [playerKeys.all(slug), teamKeys.allLeagues(slug)]), [queryClient, slug]);
}
