import { LeagueSchema, type League, type LeagueInputParsed, type LeagueUpdateParsed } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leagueApiPath, oneLeagueApiPath } from './league-api-path';
import { queryKeys } from '../../../lib/query-keys';

/** The league as it is saved now (a stale save's conflict compares it with the form). */
export const readLeague = (slug: string, leagueId: string): Promise<League> => api.get(oneLeagueApiPath(slug, leagueId), LeagueSchema);

/** Creates a league (POST, a new draft) or, with leagueId, replaces an existing one's settings (PUT, from the row_version the form was opened on). */
export function useSaveLeague(slug: string, leagueId?: string) {
  return useMutation({
    meta: { invalidates: [queryKeys.club(slug)] },
    mutationFn: (input: LeagueInputParsed | LeagueUpdateParsed): Promise<League> =>
      leagueId === undefined ? api.post(leagueApiPath(slug), input, LeagueSchema) : api.put(oneLeagueApiPath(slug, leagueId), input, LeagueSchema),
  });
}
