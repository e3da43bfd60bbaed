import { LeagueSchema, type League, type LeagueInputParsed } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leagueApiPath, oneLeagueApiPath } from './league-api-path';
import { useRefreshClubData } from './use-refresh-club-data';

/** Creates a league (POST, a new draft) or, with leagueId, replaces an existing one's settings (PUT). */
export function useSaveLeague(slug: string, leagueId?: string) {
  const refresh = useRefreshClubData(slug);
  return useMutation({
    mutationFn: (input: LeagueInputParsed): Promise<League> =>
      leagueId === undefined ? api.post(leagueApiPath(slug), input, LeagueSchema) : api.put(oneLeagueApiPath(slug, leagueId), input, LeagueSchema),
    onSuccess: refresh,
  });
}
