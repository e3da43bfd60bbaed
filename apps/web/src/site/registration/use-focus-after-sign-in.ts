import type { PlayerSession } from '@matchday/domain';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Once a code verifies, the sign-in form that had the keyboard's focus is gone: the focus goes on to `target` (the
 * next field, or the page's heading) instead of dropping to the page's body. A sign-in from another tab moves nothing.
 */
export function useFocusAfterSignIn<T extends HTMLElement>(session: PlayerSession | null, onSignedIn: (session: PlayerSession) => void) {
  const target = useRef<T>(null);
  const signedInHere = useRef(false);
  useEffect(() => {
    if (!session || !signedInHere.current) return;
    signedInHere.current = false;
    target.current?.focus();
  }, [session]);
  const signedIn = useCallback(
    (next: PlayerSession) => {
      signedInHere.current = true;
      onSignedIn(next);
    },
    [onSignedIn],
  );
  return { target, signedIn };
}
