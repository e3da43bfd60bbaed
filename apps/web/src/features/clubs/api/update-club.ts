import { ClubSchema, type Club } from '@matchday/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updateClub = (slug: string, data: FormData): Promise<Club> => api.putForm(`/${encodeURIComponent(slug)}/`, data, ClubSchema);

/** The club as it is saved now (a stale save's conflict compares it with the form). */
export const readClub = (slug: string): Promise<Club> => api.get(`/${encodeURIComponent(slug)}/show`, ClubSchema);

export function useUpdateClub(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: FormData) => updateClub(slug, data),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.club(slug) }), queryClient.invalidateQueries({ queryKey: queryKeys.myClubs })]);
    },
  });
}
