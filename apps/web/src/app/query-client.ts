import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';
import { createWriteMutationCache } from '../lib/api/write-policy';

// Client errors (4xx) will not change on retry; only network and server failures are retried.
const shouldRetry = (failureCount: number, error: Error) => failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: createWriteMutationCache(),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
