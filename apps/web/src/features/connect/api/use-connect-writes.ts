import { ConnectRedirectSchema, ConnectStatusSchema } from '@matchday/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { connectApiPath } from '../../../lib/api/use-connect-status';
import { connectKeys, queryKeys } from '../../../lib/query-keys';

/** The browser leaves for Stripe (hosted onboarding, the dashboard). */
const goTo = (url: string) => window.location.assign(url);

/** POST …/connect/onboarding: the account is made the first time, then a fresh onboarding link every time; the browser follows it. */
export const useStartOnboarding = (slug: string) =>
  useMutation({
    mutationFn: () => api.post(connectApiPath(slug, '/onboarding'), undefined, ConnectRedirectSchema),
    onSuccess: ({ url }) => goTo(url),
  });

/** POST …/connect/dashboard-link: into the club's Stripe dashboard. */
export const useOpenDashboard = (slug: string) =>
  useMutation({
    mutationFn: () => api.post(connectApiPath(slug, '/dashboard-link'), undefined, ConnectRedirectSchema),
    onSuccess: ({ url }) => goTo(url),
  });

/** POST …/connect/disconnect: the account is forgotten; the club (its menu) and the payouts are read again. */
export function useDisconnect(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(connectApiPath(slug, '/disconnect'), undefined, ConnectStatusSchema),
    onSuccess: async (status) => {
      queryClient.setQueryData(connectKeys.status(slug), status);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.club(slug), exact: true }),
        queryClient.invalidateQueries({ queryKey: connectKeys.payouts(slug) }),
      ]);
    },
  });
}
