import { MutationCache, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** What a mutation says about the records it writes (its `meta`): the queries its success makes stale. */
export interface WriteMeta extends Record<string, unknown> {
  invalidates?: readonly QueryKey[];
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: WriteMeta;
  }
}

// Every club's History and dashboard: each write the server accepts adds a log entry and may change a count.
const isLogOrFigures = (key: QueryKey) => key[0] === 'club' && (key[2] === 'audit' || key[2] === 'dashboard');

/**
 * The one invalidation policy, run by the query client after every successful mutation: the changed
 * records' queries (the mutation's meta.invalidates), then the History and the dashboard figures.
 */
export async function invalidateAfterWrite(queryClient: QueryClient, meta: WriteMeta | undefined): Promise<void> {
  await Promise.all([
    ...(meta?.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ predicate: (query) => isLogOrFigures(query.queryKey) }),
  ]);
}

/** The mutation cache every query client uses (the app's and the tests'): it runs the policy, awaited before the mutation's own onSuccess so a page it then opens reads fresh data. */
export const createWriteMutationCache = () =>
  new MutationCache({ onSuccess: (_data, _variables, _context, mutation, { client }) => invalidateAfterWrite(client, mutation.meta) });
