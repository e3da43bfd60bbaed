import { LeaguePaymentsSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/query-keys';
import { paymentsApiPaths } from './payments-api-paths';

/** The league's money: totals, each team's and player's balance, orders and the ledger (GET …/payments). */
export function useLeaguePayments(slug: string, leagueId: string) {
  return useQuery({
    queryKey: paymentKeys.league(slug, leagueId),
    queryFn: () => api.get(paymentsApiPaths.payments(slug, leagueId), LeaguePaymentsSchema),
  });
}
