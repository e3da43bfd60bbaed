import type { PlayerSession } from '@matchday/domain';
import { useCallback, useMemo, useState } from 'react';
import { playerApi } from './api';
import { readSession, writeSession } from './session';

/** The player's session in this club (from localStorage) and the API that sends its token. */
export function usePlayerSession(slug: string) {
  const [session, setSessionState] = useState<PlayerSession | null>(() => readSession(slug));
  const setSession = useCallback(
    (next: PlayerSession | null) => {
      writeSession(slug, next);
      setSessionState(next);
    },
    [slug],
  );
  const api = useMemo(() => playerApi(slug, session?.token ?? null), [slug, session]);
  const signOut = useCallback(async () => {
    // The token is forgotten here whatever the server answers: a failed call must not keep anyone signed in.
    await api.signOut().catch(() => undefined);
    setSession(null);
  }, [api, setSession]);
  return { session, setSession, api, signOut };
}
