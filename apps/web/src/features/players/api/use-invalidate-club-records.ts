import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateAfterChange } from '../../audit/api/invalidate-after-change';
import { teamKeys } from '../../teams/api/keys';
import { playerKeys } from './keys';

/**
 * Refetches what a change to a player, team or registration makes stale: the player directory and
 * pages, every league query (counts, teams, rosters, registrations), the History and the dashboard.
 */
export function useInvalidateClubRecords(slug: string) {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateAfterChange(queryClient, slug, [playerKeys.all(slug), teamKeys.allLeagues(slug)]), [queryClient, slug]);
}
