import { WaiverSchema, type Waiver, type WaiverInput } from '@matchday/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The club's registration waiver: only the settings page reads it. Not under the club's key: saving the club
 * invalidates everything under that key and waits for it, and the settings form, remounted by the saved club, then
 * missed its "saved" message (the settings e2e caught it).
 */
export const waiverKey = (slug: string) => ['waiver', slug] as const;

const waiverPath = (slug: string) => `/${encodeURIComponent(slug)}/waiver`;

export const useWaiver = (slug: string) => useQuery({ queryKey: waiverKey(slug), queryFn: () => api.get(waiverPath(slug), WaiverSchema) });

export function useSaveWaiver(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaiverInput): Promise<Waiver> => api.put(waiverPath(slug), input, WaiverSchema),
    onSuccess: (saved) => queryClient.setQueryData(waiverKey(slug), saved),
  });
}
