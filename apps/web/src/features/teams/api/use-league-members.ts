import { RegistrationPageSchema, type RegistrationWithTeam } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { teamKeys } from '../../../lib/query-keys';
import { leagueApiPaths } from '../../../lib/api/league-api-paths';

const ALL_PAGE_SIZE = 100;

/** Where a player already is in the league: on a team, or a free agent (team null). */
export type LeagueMembership = Pick<RegistrationWithTeam, 'team'>;

/**
 * Every player registered in the league, by player id (GET …/registrations, all pages), so that a picker
 * can show who cannot be chosen and why rather than let the API refuse them on submit.
 */
export function useLeagueMembers(slug: string, leagueId: string) {
  return useQuery({
    queryKey: teamKeys.allRegistrations(slug, leagueId),
    queryFn: async () => {
      const members = new Map<string, LeagueMembership>();
      for (let page = 1; ; page += 1) {
        const query = { page, page_size: ALL_PAGE_SIZE, sort: 'last_name' as const, kind: 'all' as const };
        const result = await api.get(`${leagueApiPaths.registrations(slug, leagueId)}${toSearchParams(query)}`, RegistrationPageSchema);
        for (const registration of result.items) members.set(registration.player.id, { team: registration.team });
        if (result.items.length < ALL_PAGE_SIZE || page * ALL_PAGE_SIZE >= result.total) return members;
      }
    },
  });
}
