import { z } from 'zod';

/** Where a club's Stripe account stands, as the Connect page and the Dashboard banner show it. */
export const CONNECT_STATES = ['not_connected', 'onboarding_incomplete', 'restricted', 'active'] as const;
export const ConnectStateSchema = z.enum(CONNECT_STATES);
export type ConnectState = z.infer<typeof ConnectStateSchema>;

/** What Stripe still needs from the club, in Stripe's own requirement names (`individual.verification.document`). */
export const ConnectRequirementsSchema = z
  .object({
    currently_due: z.array(z.string()),
    past_due: z.array(z.string()),
    /** When charges or payouts will be disabled unless the currently due items are provided (UTC ISO), if ever. */
    current_deadline: z.string().nullable(),
    /** Why the account is disabled (Stripe's `requirements.disabled_reason`), when it is. */
    disabled_reason: z.string().nullable(),
  })
  .meta({ id: 'ConnectRequirements' });
export type ConnectRequirements = z.infer<typeof ConnectRequirementsSchema>;

export const ConnectStatusSchema = z
  .object({
    state: ConnectStateSchema,
    account_id: z.string().nullable(),
    charges_enabled: z.boolean(),
    payouts_enabled: z.boolean(),
    details_submitted: z.boolean(),
    /** Mirrors the club's `stripe_connect.onboarding_done`: details submitted and charges enabled. */
    onboarding_done: z.boolean(),
    requirements: ConnectRequirementsSchema,
    /** Matchday's application fee on the club's card payments, in basis points (100 = 1%). */
    platform_fee_bps: z.number().int(),
  })
  .meta({ id: 'ConnectStatus' });
export type ConnectStatus = z.infer<typeof ConnectStatusSchema>;

/** A URL on Stripe (hosted onboarding, the Stripe dashboard) the browser goes to. */
export const ConnectRedirectSchema = z.object({ url: z.string().url() }).meta({ id: 'ConnectRedirect' });
export type ConnectRedirect = z.infer<typeof ConnectRedirectSchema>;

export const PAYOUT_STATUSES = ['paid', 'pending', 'in_transit', 'canceled', 'failed'] as const;

export const ConnectPayoutSchema = z
  .object({
    id: z.string(),
    amount_cents: z.number().int(),
    currency: z.string(),
    /** The day the payout is (or was) expected at the bank, UTC ISO; an estimate until it is paid. */
    arrival_date: z.string(),
    status: z.enum(PAYOUT_STATUSES),
  })
  .meta({ id: 'ConnectPayout' });
export type ConnectPayout = z.infer<typeof ConnectPayoutSchema>;

export const ConnectPayoutListSchema = z.object({ payouts: z.array(ConnectPayoutSchema) }).meta({ id: 'ConnectPayoutList' });
export type ConnectPayoutList = z.infer<typeof ConnectPayoutListSchema>;

/** Alerts go out, and the page says "Restricted soon", when Stripe's deadline is this close. */
export const CONNECT_DEADLINE_WARNING_DAYS = 14;

/** True when the account has a deadline within the warning window of `now` (or already past). */
export function deadlineIsNear(deadline: string | null, now: Date): boolean {
  if (!deadline) return false;
  return new Date(deadline).getTime() - now.getTime() <= CONNECT_DEADLINE_WARNING_DAYS * 86_400_000;
}

/** What a Stripe requirement is about, so it can be said in plain words in every language. */
export const REQUIREMENT_TOPICS = ['identity_document', 'personal_details', 'bank_account', 'business_details', 'company', 'people', 'terms', 'other'] as const;
export type RequirementTopic = (typeof REQUIREMENT_TOPICS)[number];

/** The topic of one of Stripe's requirement names (`individual.verification.document`, `external_account`, …). */
export function requirementTopic(name: string): RequirementTopic {
  if (/verification\.(additional_)?document/.test(name)) return 'identity_document';
  if (name === 'external_account' || name.startsWith('external_account.')) return 'bank_account';
  if (name.startsWith('tos_acceptance')) return 'terms';
  if (name.startsWith('business_profile') || name === 'business_type') return 'business_details';
  if (name.startsWith('company')) return 'company';
  if (/^(representative|owners|directors|executives|person_)/.test(name)) return 'people';
  if (name.startsWith('individual')) return 'personal_details';
  return 'other';
}

/** The distinct topics of a list of requirements, in a stable order. */
export const requirementTopics = (names: readonly string[]): RequirementTopic[] =>
  REQUIREMENT_TOPICS.filter((topic) => names.some((name) => requirementTopic(name) === topic));
