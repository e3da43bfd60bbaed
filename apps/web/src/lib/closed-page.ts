/**
 * What the dashboard is told when a page closed to the club (Leagues before Stripe onboarding, spec §4) sent the admin
 * there: the page asked for, so the dashboard can say why it did not open.
 */
export interface ClosedPageState {
  closedPath: string;
}

/** The page a closed-page redirect came from (its navigation state), or null when the dashboard was opened on its own. */
export function closedPageOf(state: unknown): string | null {
  const closed = (state as Partial<ClosedPageState> | null)?.closedPath;
  return typeof closed === 'string' ? closed : null;
}
