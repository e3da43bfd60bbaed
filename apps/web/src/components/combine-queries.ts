import type { BoundaryQuery } from './QueryBoundary';

type Loaded<Q extends Record<string, BoundaryQuery<unknown>>> = { [K in keyof Q]: Exclude<Q[K]['data'], undefined> };

/**
 * Several queries a page needs together, as one for a QueryBoundary: its data once every query has data,
 * the first error, and a retry of every query.
 */
export function combineQueries<Q extends Record<string, BoundaryQuery<unknown>>>(queries: Q): BoundaryQuery<Loaded<Q>> {
  const entries = Object.entries(queries);
  const ready = entries.every(([, query]) => query.data !== undefined);
  return {
    data: ready ? (Object.fromEntries(entries.map(([name, query]) => [name, query.data])) as Loaded<Q>) : undefined,
    error: entries.find(([, query]) => query.error)?.[1].error ?? null,
    refetch: () => Promise.all(entries.map(([, query]) => query.refetch())),
  };
}
