import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { hasUnsavedChanges, shouldBlockNavigation, type UnsavedChangesState } from './unsaved-changes';

export interface UnsavedChangesGuard {
  /** A navigation away is waiting for the user's answer. */
  isAsking: boolean;
  stay(): void;
  discard(): void;
}

/**
 * Keeps a form's unsaved edits from being lost: navigating away inside the app waits for the user to
 * confirm, and closing or reloading the tab gets the browser's own prompt.
 */
export function useUnsavedChangesGuard(state: UnsavedChangesState): UnsavedChangesGuard {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => shouldBlockNavigation(state, currentLocation.pathname, nextLocation.pathname));
  const atRisk = hasUnsavedChanges(state);

  useEffect(() => {
    if (!atRisk) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before Chrome 119 only prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [atRisk]);

  return {
    isAsking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    discard: () => blocker.proceed?.(),
  };
}
