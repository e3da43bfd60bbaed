import { useCallback, useState } from 'react';

/** The page's writes, one at a time. */
export interface OneWrite {
  /** A write is running: every write button waits. */
  writing: boolean;
  /** Starts a write (a save, a publish, a discard…); its refusal is shown by its mutation's own error. */
  run: (write: () => Promise<unknown>) => void;
}

/**
 * Site Content's writes one at a time. `writing` turns on in the click itself, where a mutation's own pending
 * state only shows a tick later (and a save before a publish is not the publish's), so the second click of a
 * double click finds every write button already disabled.
 */
export function useOneWrite(): OneWrite {
  const [writing, setWriting] = useState(false);
  const run = useCallback((write: () => Promise<unknown>) => {
    setWriting(true);
    write()
      // The failure is already on screen through the mutation's error; here it only ends the write.
      .catch(() => undefined)
      .finally(() => setWriting(false));
  }, []);
  return { writing, run };
}
