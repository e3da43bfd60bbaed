import type { FormsOptions } from '@matchday/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api-client';
import { queryKeys } from '../../query-keys';

/**
 * Not parsed again here: the server checks this response against FormsOptionsSchema before sending it (the
 * route's response schema), and it serves this very build of the web app. Parsing it would put zod on the
 * first load of every page (the options load before anything renders), signed-out ones included.
 */
export const getFormsOptions = (): Promise<FormsOptions> => api.get('/get-forms-options');

/** Loaded once at start and never stale for the life of the page (spec §4). */
export const formsOptionsQueryOptions = queryOptions({
  queryKey: queryKeys.formsOptions,
  queryFn: getFormsOptions,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});
