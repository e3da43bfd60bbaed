import { LocationPageSchema, type LocationListQuery } from '@matchday/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { toSearchParams } from '../search-params';
import { locationKeys } from '../query-keys';

/** A page of the club's locations (GET /api/{slug}/locations). */
export function useLocations(slug: string, query: Partial<LocationListQuery> = {}) {
  return useQuery({
    queryKey: locationKeys.list(slug, query),
    queryFn: () => api.get(`/${encodeURIComponent(slug)}/locations${toSearchParams(query)}`, LocationPageSchema),
    placeholderData: keepPreviousData,
  });
}
