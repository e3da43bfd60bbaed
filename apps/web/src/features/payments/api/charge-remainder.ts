import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { leagueKeys } from '../../../lib/query-keys';
import { paymentsApiPaths } from './payments-api-paths';

const ChargedSchema = z.object({ charged_cents: z.number().int() });

/** POST …/payments/teams/{teamId}/charge-remainder: what the shares left of the team fee, to the captain's saved card. */
export function useChargeRemainder(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [leagueKeys.scope(slug, leagueId)] },
    mutationFn: (teamId: string) => api.post(paymentsApiPaths.chargeRemainder(slug, leagueId, teamId), undefined, ChargedSchema),
  });
}
