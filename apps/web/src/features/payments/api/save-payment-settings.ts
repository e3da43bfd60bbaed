import { PaymentSettingsInputSchema } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { leagueKeys } from '../../../lib/query-keys';
import { paymentsApiPaths } from './payments-api-paths';

export type PaymentSettings = z.infer<typeof PaymentSettingsInputSchema>;

/** PUT …/payments/settings: the players_pay deadline and the remainder policy. */
export function useSavePaymentSettings(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [leagueKeys.scope(slug, leagueId)] },
    mutationFn: (settings: PaymentSettings) => api.put(paymentsApiPaths.settings(slug, leagueId), settings, PaymentSettingsInputSchema),
  });
}
