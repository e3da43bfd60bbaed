import type Stripe from 'stripe';
import type { ConnectRequirements, ConnectState } from '@matchday/domain';

/** A club's account as stored (stripe_accounts), in the API's words. */
export interface StoredAccount {
  account_id: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: ConnectRequirements;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** Stripe's requirements hash (current_deadline in Unix seconds) as kept and shown: the deadline as an ISO instant. */
export function requirementsOf(account: Pick<Stripe.Account, 'requirements'>): ConnectRequirements {
  const requirements = account.requirements;
  return {
    currently_due: strings(requirements?.currently_due),
    past_due: strings(requirements?.past_due),
    current_deadline: requirements?.current_deadline ? new Date(requirements.current_deadline * 1000).toISOString() : null,
    disabled_reason: requirements?.disabled_reason ?? null,
  };
}

/** The stored jsonb, read back defensively (it came from Stripe). */
export function storedRequirements(value: Record<string, unknown>): ConnectRequirements {
  return {
    currently_due: strings(value.currently_due),
    past_due: strings(value.past_due),
    current_deadline: typeof value.current_deadline === 'string' ? value.current_deadline : null,
    disabled_reason: typeof value.disabled_reason === 'string' ? value.disabled_reason : null,
  };
}

export function storedAccountOf(account: Stripe.Account): StoredAccount {
  return {
    account_id: account.id,
    charges_enabled: account.charges_enabled ?? false,
    payouts_enabled: account.payouts_enabled ?? false,
    details_submitted: account.details_submitted ?? false,
    requirements: requirementsOf(account),
  };
}

/** The derived flag behind the menu rule: written only from what Stripe says, never from the admin coming back. */
export const onboardingDone = (account: StoredAccount | null): boolean => Boolean(account?.details_submitted && account.charges_enabled);

export function connectState(account: StoredAccount | null): ConnectState {
  if (!account) return 'not_connected';
  if (!account.details_submitted) return 'onboarding_incomplete';
  if (!account.charges_enabled || !account.payouts_enabled || account.requirements.past_due.length > 0) return 'restricted';
  return 'active';
}

/**
 * Whether Stripe will turn something off at the deadline unless the club acts: a deadline with items still due.
 * (A deadline with nothing due is Stripe's bookkeeping, not the club's problem.)
 */
export const hasDeadline = (account: StoredAccount): boolean =>
  account.requirements.current_deadline !== null && account.requirements.currently_due.length + account.requirements.past_due.length > 0;
