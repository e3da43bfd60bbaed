import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/query-keys';
import { locationPath } from './use-location-detail';

/** Deletes a location; the server refuses (409 in_use) while games or leagues use it. */
export function useDeleteLocation(slug: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { invalidates: [locationKeys.lists(slug)] },
    mutationFn: () => api.delete<void>(locationPath(slug, id)),
    onSuccess: () => {
      // Removed rather than refetched: the record is gone and asking for it again would answer 404.
      queryClient.removeQueries({ queryKey: locationKeys.detail(slug, id) });
    },
  });
}
