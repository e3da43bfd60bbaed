import { LeaguePricingSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/query-keys';
import { paymentsApiPaths } from './payments-api-paths';

/** GET …/payments/prices: the league's fees, early-bird prices, deposit and add-ons (with how many were sold). */
export function useLeaguePrices(slug: string, leagueId: string) {
  return useQuery({
    queryKey: paymentKeys.prices(slug, leagueId),
    queryFn: () => api.get(paymentsApiPaths.prices(slug, leagueId), LeaguePricingSchema),
  });
}
