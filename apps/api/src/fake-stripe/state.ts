import { randomBytes } from 'node:crypto';

/** Stripe-looking ids: a prefix and 24 random characters. */
export const fakeId = (prefix: string): string => `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, '0').slice(0, 24)}`;

export interface Requirements {
  currently_due: string[];
  past_due: string[];
  eventually_due: string[];
  current_deadline: number | null;
  disabled_reason: string | null;
  errors: unknown[];
  pending_verification: string[];
}

export interface FakeAccount {
  id: string;
  object: 'account';
  type: 'standard';
  controller: Record<string, unknown>;
  business_profile: { name: string | null; url: string | null };
  email: string | null;
  country: string;
  default_currency: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: Requirements;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakeAccountLink {
  id: string;
  account: string;
  type: string;
  return_url: string;
  refresh_url: string;
  visited: boolean;
  used: boolean;
}

export interface LineItem {
  name: string;
  description: string | null;
  unit_amount: number;
  quantity: number;
  currency: string;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  /** The connected account the session was created on (the Stripe-Account header), null for the platform. */
  account: string | null;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  metadata: Record<string, string>;
  expires_at: number;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  payment_intent: string | null;
  locale: string | null;
  created: number;
  livemode: false;
  /** Kept for the hosted page and the PaymentIntent it makes; Stripe returns them only when expanded. */
  line_items: LineItem[];
  payment_intent_data: {
    application_fee_amount: number | null;
    setup_future_usage: string | null;
    metadata: Record<string, string>;
    description: string | null;
  };
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  account: string | null;
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded' | 'requires_payment_method';
  application_fee_amount: number | null;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  latest_charge: string | null;
  metadata: Record<string, string>;
  description: string | null;
  created: number;
  livemode: false;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  account: string | null;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  application_fee_amount: number | null;
  /** How much of the application fee went back with refunds (refund_application_fee). */
  application_fee_refunded: number;
  currency: string;
  paid: true;
  refunded: boolean;
  status: 'succeeded';
  payment_intent: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  account: string | null;
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface FakePayout {
  id: string;
  object: 'payout';
  account: string;
  amount: number;
  currency: string;
  arrival_date: number;
  status: 'paid' | 'pending' | 'in_transit' | 'canceled' | 'failed';
  created: number;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string | null;
  created: number;
  type: string;
  account: string | null;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}

export interface LoggedRequest {
  method: string;
  path: string;
  stripe_account: string | null;
  idempotency_key: string | null;
  status: number;
  /** Answered from the idempotency store: the same key on the same path came before. */
  replayed: boolean;
  at: string;
}

/** Everything the fake knows, in memory. */
export function createState() {
  return {
    accounts: new Map<string, FakeAccount>(),
    accountLinks: new Map<string, FakeAccountLink>(),
    sessions: new Map<string, FakeSession>(),
    paymentIntents: new Map<string, FakePaymentIntent>(),
    charges: new Map<string, FakeCharge>(),
    refunds: new Map<string, FakeRefund>(),
    payouts: new Map<string, FakePayout>(),
    /** Payment methods saved with setup_future_usage, by id → the customer and account they belong to. */
    paymentMethods: new Map<string, { customer: string; account: string | null }>(),
    events: new Map<string, FakeEvent>(),
    /** Responses by account + path + Idempotency-Key. */
    idempotent: new Map<string, { status: number; body: string }>(),
    requests: [] as LoggedRequest[],
    /** Scripted failures: the next N API requests answer this status. */
    failures: [] as number[],
  };
}
export type FakeState = ReturnType<typeof createState>;

export const emptyRequirements = (): Requirements => ({
  currently_due: [],
  past_due: [],
  eventually_due: [],
  current_deadline: null,
  disabled_reason: null,
  errors: [],
  pending_verification: [],
});

/** What a brand-new Standard-like account still needs before it can take payments. */
export const onboardingRequirements = (): Requirements => ({
  ...emptyRequirements(),
  currently_due: ['business_profile.url', 'external_account', 'individual.verification.document', 'tos_acceptance.date'],
  eventually_due: ['business_profile.url', 'external_account', 'individual.verification.document', 'tos_acceptance.date'],
  disabled_reason: 'requirements.past_due',
});

/** The public shape of a record: without the fake's own bookkeeping fields. */
export function publicView<T extends object>(
  record: T,
  hidden: readonly string[] = ['account', 'line_items', 'payment_intent_data', 'application_fee_refunded'],
) {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !hidden.includes(key)));
}
