import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingBar } from '../../components/LoadingBar';
import { StartupError } from '../../components/StartupError';
import { formsOptionsQueryOptions } from './api/get-forms-options';
import { FormsOptionsContext } from './forms-options-context';

/** Spec §4: the loading bar shows until the forms options arrive; nothing renders without them. */
export function FormsOptionsProvider({ children }: { children: ReactNode }) {
  const { data, error, refetch, isFetching } = useQuery(formsOptionsQueryOptions);
  if (data) return <FormsOptionsContext.Provider value={data}>{children}</FormsOptionsContext.Provider>;
  if (error && !isFetching) return <StartupError error={error} onRetry={() => void refetch()} />;
  return <LoadingBar />;
}
