import { ConnectStatusSchema, type Club, type ConnectStatus } from '@matchday/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api-client';
import { connectKeys, queryKeys } from '../query-keys';

/** Stripe is asked live on every read: a minute's cache spares it the Dashboard's and the page's repeated visits. */
const STATUS_STALE_MS = 60_000;

export const connectApiPath = (slug: string, rest: string): string => `/${encodeURIComponent(slug)}/connect${rest}`;

/**
 * The club's Stripe account as Stripe describes it (GET /api/{slug}/connect/status), for clubs with the connect flag.
 * When it disagrees with the club's `stripe_connect.onboarding_done` (the flag behind the Leagues menu), the club is
 * read again, so the menu follows without a reload.
 */
export function useConnectStatus(club: Club | undefined) {
  const slug = club?.slug ?? '';
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: connectKeys.status(slug),
    queryFn: () => api.get(connectApiPath(slug, '/status'), ConnectStatusSchema),
    enabled: Boolean(club?.connect),
    staleTime: STATUS_STALE_MS,
  });
  const known = club?.stripe_connect.onboarding_done;
  const told = query.data?.onboarding_done;
  useEffect(() => {
    if (told !== undefined && known !== undefined && told !== known) void queryClient.invalidateQueries({ queryKey: queryKeys.club(slug), exact: true });
  }, [told, known, slug, queryClient]);
  return query;
}

/** The deadline Stripe set, when items are still due by it. */
export const dueDeadline = (status: ConnectStatus): string | null =>
  status.requirements.currently_due.length + status.requirements.past_due.length > 0 ? status.requirements.current_deadline : null;
