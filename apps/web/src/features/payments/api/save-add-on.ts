import { AddOnSchema, LeaguePricingSchema, type AddOn, type AddOnInput, type AddOnUpdateInput } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/query-keys';
import { paymentsApiPaths } from './payments-api-paths';

/** A change to an add-on, or a new one with the dialog's action key: made once however often its request is sent. */
export type AddOnSave = { id: string; input: AddOnUpdateInput } | { id: null; input: AddOnInput; actionKey: string };

/** An add-on as saved now, read from the league's prices (a stale save's conflict compares it with the form). */
export async function readAddOn(slug: string, leagueId: string, id: string): Promise<AddOn> {
  const prices = await api.get(paymentsApiPaths.prices(slug, leagueId), LeaguePricingSchema);
  const addOn = prices.add_ons.find((candidate) => candidate.id === id);
  if (!addOn) throw new Error(`Add-on ${id} is gone`);
  return addOn;
}

/** POST …/payments/add-ons for a new add-on, PUT …/add-ons/{id} to change one or to stop (or resume) selling it. */
export function useSaveAddOn(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [paymentKeys.league(slug, leagueId)] },
    mutationFn: (save: AddOnSave) =>
      save.id === null
        ? api.post(paymentsApiPaths.addOns(slug, leagueId), { ...save.input, action_key: save.actionKey }, AddOnSchema)
        : api.put(paymentsApiPaths.addOn(slug, leagueId, save.id), save.input, AddOnSchema),
  });
}
