import { WaiverSchema, type Waiver, type WaiverInput } from '@matchday/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The club's registration waiver: only the settings page reads it. */
export const waiverKey = (slug: string) => ['club', slug, 'waiver'] as const;

const waiverPath = (slug: string) => `/${encodeURIComponent(slug)}/waiver`;

export const useWaiver = (slug: string) => useQuery({ queryKey: waiverKey(slug), queryFn: () => api.get(waiverPath(slug), WaiverSchema) });

export function useSaveWaiver(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaiverInput): Promise<Waiver> => api.put(waiverPath(slug), input, WaiverSchema),
    onSuccess: (saved) => queryClient.setQueryData(waiverKey(slug), saved),
  });
}
