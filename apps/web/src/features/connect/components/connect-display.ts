import { deadlineIsNear, type ConnectStatus } from '@matchday/domain';
import { dueDeadline } from '../../../lib/api/use-connect-status';

/** What the page calls the account's state: Stripe's four, and "restricted soon" for an active account with a near deadline. */
export type DisplayState = ConnectStatus['state'] | 'restricted_soon';

export function displayState(status: ConnectStatus, now: Date): DisplayState {
  if (status.state === 'active' && deadlineIsNear(dueDeadline(status), now)) return 'restricted_soon';
  return status.state;
}

export const STATE_COLORS: Record<DisplayState, 'default' | 'warning' | 'error' | 'success'> = {
  not_connected: 'default',
  onboarding_incomplete: 'warning',
  restricted: 'error',
  restricted_soon: 'warning',
  active: 'success',
};

/** A rate in basis points as a fraction for a percent format: 150 → 0.015 (1.5%). */
export const bpsFraction = (bps: number): number => bps / 10_000;
