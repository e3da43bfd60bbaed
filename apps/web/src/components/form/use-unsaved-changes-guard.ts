import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';
import { hasUnsavedChanges, shouldBlockNavigation, type UnsavedChangesState } from './unsaved-changes';

export interface UnsavedChangesGuard {
  /** A navigation away is waiting for the user's answer. */
  isAsking: boolean;
  stay(): void;
  discard(): void;
}

/**
 * What leaving means: another page for a page's form; for a form dialog, any other address too, since a
 * change of search params (a league's tab, a list's page) can take the dialog away with its part of the page.
 */
export type LeaveScope = 'page' | 'address';

const placeOf = (location: Location, scope: LeaveScope) => (scope === 'page' ? location.pathname : `${location.pathname}${location.search}`);

/**
 * Keeps a form's unsaved edits from being lost: navigating away inside the app (Back included) waits for the
 * user to confirm, and closing or reloading the tab gets the browser's own prompt.
 */
export function useUnsavedChangesGuard(state: UnsavedChangesState, scope: LeaveScope = 'page'): UnsavedChangesGuard {
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    shouldBlockNavigation(state, placeOf(currentLocation, scope), placeOf(nextLocation, scope)),
  );
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
