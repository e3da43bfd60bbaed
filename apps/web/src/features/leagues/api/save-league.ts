import { LeagueSchema, type League, type LeagueInputParsed } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leagueApiPath, oneLeagueApiPath } from './league-api-path';
import { queryKeys } from '../../../lib/query-keys';

/** Creates a league (POST, a new draft) or, with leagueId, replaces an existing one's settings (PUT). */
export function useSaveLeague(slug: string, leagueId?: string) {
  return useMutation({
    meta: { invalidates: [queryKeys.club(slug)] },
    mutationFn: (input: LeagueInputParsed): Promise<League> =>
      leagueId === undefined ? api.post(leagueApiPath(slug), input, LeagueSchema) : api.put(oneLeagueApiPath(slug, leagueId), input, LeagueSchema),
  });
}
