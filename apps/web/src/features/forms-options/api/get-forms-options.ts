import { FormsOptionsSchema, type FormsOptions } from '@matchday/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getFormsOptions = (): Promise<FormsOptions> => api.get('/get-forms-options', FormsOptionsSchema);

/** Loaded once at start and never stale for the life of the page (spec §4). */
export const formsOptionsQueryOptions = queryOptions({
  queryKey: queryKeys.formsOptions,
  queryFn: getFormsOptions,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});
