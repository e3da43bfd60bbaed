import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { onSessionEnd } from '../lib/auth/session-end';
import { createQueryClient } from './query-client';

/**
 * The app's one query client (TanStack Query) and its provider, loaded with the first route that reads or
 * writes through it (router.tsx): the sign-in page and the error pages do without, so their first load does.
 * Every route shares the client, so the cache outlives a route's provider; a session's end empties it.
 */
export const queryClient = createQueryClient();
onSessionEnd(() => queryClient.clear());

export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
