import { LocationSchema, type Location, type LocationInputParsed, type LocationUpdateParsed } from '@matchday/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/query-keys';
import { locationPath } from './use-location-detail';

/** The location as it is saved now (a stale save's conflict compares it with the form). */
export const readLocation = (slug: string, id: string): Promise<Location> => api.get(locationPath(slug, id), LocationSchema);

/** Creates a location (no id) or replaces an existing one with its full ordered list of playing areas. */
export function useSaveLocation(slug: string, id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { invalidates: [locationKeys.lists(slug)] },
    mutationFn: (input: LocationInputParsed | LocationUpdateParsed): Promise<Location> =>
      id ? api.put(locationPath(slug, id), input, LocationSchema) : api.post(`/${encodeURIComponent(slug)}/locations`, input, LocationSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(locationKeys.detail(slug, saved.id), saved);
    },
  });
}
