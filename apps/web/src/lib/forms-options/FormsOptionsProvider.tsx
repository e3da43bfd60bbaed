import type { FormsOptions } from '@matchday/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { LoadingBar } from '../../components/LoadingBar';
import { StartupError } from '../../components/StartupError';
import { FormsOptionsContext } from './forms-options-context';
import { loadFormsOptions } from './load-forms-options';

type Loaded = { options: FormsOptions } | { error: Error } | null;

/** Spec §4: the loading bar shows until the forms options arrive; nothing renders without them. */
export function FormsOptionsProvider({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setLoaded(null);
    loadFormsOptions().then(
      (options) => active && setLoaded({ options }),
      (error: unknown) => active && setLoaded({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  if (loaded && 'options' in loaded) return <FormsOptionsContext.Provider value={loaded.options}>{children}</FormsOptionsContext.Provider>;
  if (loaded) return <StartupError error={loaded.error} onRetry={() => setAttempt((count) => count + 1)} />;
  return <LoadingBar />;
}
