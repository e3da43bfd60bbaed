import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { leagueKeys, playerKeys } from '../query-keys';

/** What a change to a player, team or registration makes stale: the player directory and pages, and every league query (counts, teams, rosters, registrations). */
export const clubRecordKeys = (slug: string): QueryKey[] => [playerKeys.all(slug), leagueKeys.all(slug)];

/** Refetches the club's players and leagues outside a successful write (a refusal saying the data moved on). */
export function useInvalidateClubRecords(slug: string) {
  const queryClient = useQueryClient();
  return useCallback(() => Promise.all(clubRecordKeys(slug).map((queryKey) => queryClient.invalidateQueries({ queryKey }))), [queryClient, slug]);
}
