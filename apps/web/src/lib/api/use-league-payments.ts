import { LeaguePaymentsSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { paymentKeys } from '../query-keys';
import { leagueApiPaths } from './league-api-paths';

/** The league's money: totals, each team's and player's balance, orders and the ledger (GET …/payments): the Payments tab, a team's page. */
export function useLeaguePayments(slug: string, leagueId: string) {
  return useQuery({
    queryKey: paymentKeys.league(slug, leagueId),
    queryFn: () => api.get(leagueApiPaths.payments(slug, leagueId), LeaguePaymentsSchema),
  });
}
