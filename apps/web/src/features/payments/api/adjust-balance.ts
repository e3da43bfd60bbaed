import { LedgerEntrySchema, type BalanceAdjustmentInput } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leagueKeys } from '../../../lib/query-keys';
import { paymentsApiPaths } from './payments-api-paths';

/** POST …/payments/adjustments: a waiver or a credit on a team's or a player's balance. */
export function useAdjustBalance(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [leagueKeys.scope(slug, leagueId)] },
    mutationFn: (input: BalanceAdjustmentInput) => api.post(paymentsApiPaths.adjustments(slug, leagueId), input, LedgerEntrySchema),
  });
}
