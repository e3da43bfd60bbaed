import { LeaguePricingSchema, type LeaguePricingInput } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/query-keys';
import { paymentsApiPaths } from './payments-api-paths';

/** PUT …/payments/prices: the early-bird prices and their last day, and the captain's deposit (null: none). */
export function useSavePrices(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [paymentKeys.league(slug, leagueId)] },
    mutationFn: (input: LeaguePricingInput) => api.put(paymentsApiPaths.prices(slug, leagueId), input, LeaguePricingSchema),
  });
}
