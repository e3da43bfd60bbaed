import { TeamListQuerySchema, TeamPageSchema, type TeamSummary } from '@matchday/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { teamKeys } from '../../../lib/query-keys';
import { leagueApiPaths } from '../../../lib/api/league-api-paths';

export type TeamListQuery = Partial<z.infer<typeof TeamListQuerySchema>>;

const fetchTeams = (slug: string, leagueId: string, query: TeamListQuery): Promise<z.infer<typeof TeamPageSchema>> =>
  api.get(`${leagueApiPaths.teams(slug, leagueId)}${toSearchParams(query)}`, TeamPageSchema);

/** A page of the league's teams (GET /api/{slug}/leagues/{id}/teams). */
export function useTeams(slug: string, leagueId: string, query: TeamListQuery) {
  return useQuery({
    queryKey: teamKeys.teams(slug, leagueId, query),
    queryFn: () => fetchTeams(slug, leagueId, query),
    placeholderData: keepPreviousData,
  });
}

const ALL_PAGE_SIZE = 100;

/** Every team of the league by name, for choosers (a league may hold more teams than one page). */
export function useAllTeams(slug: string, leagueId: string) {
  return useQuery({
    queryKey: teamKeys.allTeams(slug, leagueId),
    queryFn: async () => {
      const teams: TeamSummary[] = [];
      for (let page = 1; ; page += 1) {
        const result = await fetchTeams(slug, leagueId, { page, page_size: ALL_PAGE_SIZE, sort: 'name' });
        teams.push(...result.items);
        if (result.items.length < ALL_PAGE_SIZE || teams.length >= result.total) return teams;
      }
    },
  });
}
