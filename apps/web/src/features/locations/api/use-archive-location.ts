import { LocationSchema } from '@matchday/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/query-keys';
import { locationPath } from './use-location-detail';

/** Archives or restores a location (PATCH …/archive). */
export function useArchiveLocation(slug: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { invalidates: [locationKeys.lists(slug)] },
    mutationFn: (archived: boolean) => api.patch(`${locationPath(slug, id)}/archive`, { archived }, LocationSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(locationKeys.detail(slug, saved.id), saved);
    },
  });
}
