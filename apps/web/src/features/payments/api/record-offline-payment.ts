import { LedgerEntrySchema, type OfflinePaymentInput } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leagueKeys } from '../../../lib/query-keys';
import { paymentsApiPaths } from './payments-api-paths';

/** POST …/payments/offline: cash or a check the club received; every balance and status of the league is read again. */
export function useRecordOfflinePayment(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [leagueKeys.scope(slug, leagueId)] },
    mutationFn: (input: OfflinePaymentInput) => api.post(paymentsApiPaths.offline(slug, leagueId), input, LedgerEntrySchema),
  });
}
