import { LedgerEntrySchema, type ChargeInput } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leagueKeys } from '../../../lib/query-keys';
import { paymentsApiPaths } from './payments-api-paths';

/** POST …/payments/charges: something else a team or a player owes (a late fee, a lost jersey). */
export function useAddCharge(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [leagueKeys.scope(slug, leagueId)] },
    mutationFn: (input: ChargeInput) => api.post(paymentsApiPaths.charges(slug, leagueId), input, LedgerEntrySchema),
  });
}
