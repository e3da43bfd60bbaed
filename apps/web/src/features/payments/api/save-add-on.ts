import { AddOnSchema, type AddOnInput } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/query-keys';
import { paymentsApiPaths } from './payments-api-paths';

export interface AddOnSave {
  /** The add-on changed; none for a new one. */
  id: string | null;
  input: AddOnInput;
}

/** POST …/payments/add-ons for a new add-on, PUT …/add-ons/{id} to change one or to stop (or resume) selling it. */
export function useSaveAddOn(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: [paymentKeys.league(slug, leagueId)] },
    mutationFn: ({ id, input }: AddOnSave) =>
      id === null
        ? api.post(paymentsApiPaths.addOns(slug, leagueId), input, AddOnSchema)
        : api.put(paymentsApiPaths.addOn(slug, leagueId, id), input, AddOnSchema),
  });
}
