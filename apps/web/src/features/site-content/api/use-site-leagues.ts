import { LeaguePageSchema, MAX_PAGE_SIZE } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leagueKeys } from '../../../lib/query-keys';
import { toSearchParams } from '../../../lib/search-params';

const QUERY = { page_size: MAX_PAGE_SIZE, sort: 'name', order: 'asc' } as const;

/** The club's leagues by name, for the pickers of the sections and the call to action (GET /api/{slug}/leagues). */
export const useSiteLeagues = (slug: string) =>
  useQuery({
    queryKey: leagueKeys.list(slug, QUERY),
    queryFn: () => api.get(`/${encodeURIComponent(slug)}/leagues${toSearchParams(QUERY)}`, LeaguePageSchema),
    enabled: slug !== '',
    select: (page) => page.items,
  });
