import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { dashboardKeys } from './dashboard-keys';
import { auditKeys } from './audit-keys';

/**
 * Refreshes what a saved change makes stale: the changed records' queries (`keys`), the club's log,
 * which now has an entry for it, and the dashboard figures that count it.
 */
export function invalidateAfterChange(queryClient: QueryClient, slug: string, keys: readonly QueryKey[]): Promise<void> {
  const stale = [...keys, auditKeys.all(slug), dashboardKeys.figures(slug)];
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
