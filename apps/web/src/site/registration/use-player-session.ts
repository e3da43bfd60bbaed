import type { PlayerSession } from '@matchday/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { playerApi } from './api';
import { forgetDrafts } from './draft-storage';
import { readSession, sessionKey, writeSession } from './session';

/**
 * The player's session in this club (from localStorage) and the API that sends its token. Every tab of the club's
 * site follows the same session: a sign-in or sign-out in one tab reaches the others through the storage event.
 * Signing out, here or in another tab, forgets the registrations kept in this tab and calls `onSignedOut`.
 */
export function usePlayerSession(slug: string, onSignedOut?: () => void) {
  const [session, setSessionState] = useState<PlayerSession | null>(() => readSession(slug));
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const setSession = useCallback(
    (next: PlayerSession | null) => {
      writeSession(slug, next);
      setSessionState(next);
    },
    [slug],
  );

  useEffect(() => {
    // Fired in the other tabs only, when one writes the session (key null: the whole storage was cleared).
    const follow = (event: StorageEvent) => {
      if (event.key !== null && event.key !== sessionKey(slug)) return;
      const next = readSession(slug);
      setSessionState(next);
      if (!next && event.oldValue !== null) {
        forgetDrafts(slug);
        signedOut.current?.();
      }
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [slug]);

  const api = useMemo(() => playerApi(slug, session?.token ?? null), [slug, session]);
  const signOut = useCallback(async () => {
    // The token is forgotten here whatever the server answers: a failed call must not keep anyone signed in.
    await api.signOut().catch(() => undefined);
    forgetDrafts(slug);
    setSession(null);
    signedOut.current?.();
  }, [api, setSession, slug]);
  return { session, setSession, api, signOut };
}
