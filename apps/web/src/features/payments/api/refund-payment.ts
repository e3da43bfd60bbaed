import { LedgerEntrySchema, type RefundInput } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leagueKeys } from '../../../lib/query-keys';
import { paymentsApiPaths } from './payments-api-paths';

/**
 * POST …/payments/{entryId}/refund. A refund that releases the place removes a team or a player, so
 * everything of the league (teams, rosters, counts) is read again, not only its money.
 */
export function useRefundPayment(slug: string, leagueId: string, entryId: string) {
  return useMutation({
    meta: { invalidates: [leagueKeys.scope(slug, leagueId)] },
    mutationFn: (input: RefundInput) => api.post(paymentsApiPaths.refund(slug, leagueId, entryId), input, LedgerEntrySchema),
  });
}
