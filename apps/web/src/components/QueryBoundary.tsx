import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-client';
import { QueryError } from './QueryError';

/** What the boundary reads of a query (a useQuery result fits). */
export interface BoundaryQuery<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

interface QueryBoundaryProps<T> {
  query: BoundaryQuery<T>;
  /** Shown until the first data comes: a skeleton of the content's height by default. */
  loading?: ReactNode;
  /** Whether the loaded data has nothing to show; `empty` (an EmptyState) is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Shown instead of the error when the record does not exist (a 404): a retry would not bring it back. */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one way a page shows a query's states: the error with a retry when it failed and has nothing to
 * show (or what to say when the record does not exist), the loading placeholder until data comes, the empty state when there is nothing, else the content.
 * Data already shown stays while a refetch fails, as the lists do.
 */
export function QueryBoundary<T>({ query, loading = <Skeleton variant="rounded" height={320} />, isEmpty, empty, notFound, children }: QueryBoundaryProps<T>) {
  if (query.data === undefined) {
    if (notFound !== undefined && isApiError(query.error) && query.error.status === 404) return notFound;
    if (query.error) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    return loading;
  }
  if (empty !== undefined && isEmpty?.(query.data)) return empty;
  return children(query.data);
}
