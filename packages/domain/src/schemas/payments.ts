import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { LEDGER_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES, TEAM_STATUSES } from '../payments/ledger.js';
import { ORDER_END_REASONS } from '../payments/holds.js';
import { LedgerTextSchema } from '../payments/entry-text.js';
import { fieldMessage } from '../validation-messages.js';
import { DateOnlySchema, optionalText, requiredText, rowVersionField, RowVersionSchema, text } from './common.js';
import { LeaguePaymentModeSchema } from './leagues.js';

/** Admin contracts of a league's Payments tab (/api/{slug}/leagues/{id}/payments…). Amounts are integer cents. */

export const LedgerTotalsSchema = z.object({
  charged: z.number().int(),
  paid: z.number().int(),
  paid_card: z.number().int(),
  paid_offline: z.number().int(),
  refunded: z.number().int(),
  waived: z.number().int(),
  credited: z.number().int(),
  extras: z.number().int(),
  collected: z.number().int(),
  balance: z.number().int(),
});

export const LedgerEntrySchema = z
  .object({
    id: IdSchema,
    kind: z.enum(LEDGER_KINDS),
    method: z.enum(PAYMENT_METHODS).nullable(),
    amount_cents: z.number().int(),
    description: z.string(),
    /** What the entry was for, for the page to say in its reader's language (the description is English). */
    text: LedgerTextSchema,
    team_id: IdSchema.nullable(),
    team_name: z.string().nullable(),
    registration_id: IdSchema.nullable(),
    player_name: z.string().nullable(),
    order_id: IdSchema.nullable(),
    refund_of_id: IdSchema.nullable(),
    /** For a payment: what of it can still be refunded. */
    refundable_cents: z.number().int().nullable(),
    fee_borne_by: z.enum(['club', 'registrant']).nullable(),
    created_at: z.string(),
    created_by: z.string(),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const LeaguePaymentsSchema = z
  .object({
    totals: LedgerTotalsSchema.extend({
      /** players_pay: what the teams' shortfalls leave charged to no one (unchargedShortfallCents, summed); 0 in other modes. */
      uncharged_shortfall: z.number().int(),
      /** What the club is still owed: the balances, plus the uncharged shortfall. */
      outstanding: z.number().int(),
    }),
    teams: z.array(
      z.object({
        id: IdSchema,
        name: z.string(),
        status: z.enum(TEAM_STATUSES),
        captain_name: z.string().nullable(),
        roster_size: z.number().int(),
        totals: LedgerTotalsSchema,
        /** players_pay: what the shares still lack of the team fee. */
        shortfall_cents: z.number().int(),
        /** players_pay: the shortfall can be charged to the captain's card now (saved at checkout, with their consent). */
        remainder_chargeable: z.boolean(),
        hold_expires_at: z.string().nullable(),
      }),
    ),
    registrations: z.array(
      z.object({
        id: IdSchema,
        player_id: IdSchema,
        player_name: z.string(),
        team_id: IdSchema.nullable(),
        team_name: z.string().nullable(),
        payment_status: z.enum(PAYMENT_STATUSES),
        /** Nothing is charged to the player: their team's fees cover them (payment_status is the team's). */
        covered_by_team: z.boolean(),
        totals: LedgerTotalsSchema,
      }),
    ),
    orders: z.array(
      z.object({
        id: IdSchema,
        customer_name: z.string(),
        customer_email: z.string(),
        status: z.enum(['pending', 'paid', 'expired', 'canceled']),
        total_cents: z.number().int(),
        team_name: z.string().nullable(),
        created_at: z.string(),
        paid_at: z.string().nullable(),
        /** Why an expired or canceled order ended (nothing was charged). */
        end_reason: z.enum(ORDER_END_REASONS).nullable(),
      }),
    ),
    entries: z.array(LedgerEntrySchema),
    remainder_policy: z.enum(['charge_captain', 'mark_incomplete']),
    payment_deadline: z.string().nullable(),
  })
  .meta({ id: 'LeaguePayments' });
export type LeaguePayments = z.infer<typeof LeaguePaymentsSchema>;

const positiveCents = z
  .number()
  .int({ message: fieldMessage('wholeCents') })
  .min(1, { message: fieldMessage('notNegative') })
  .max(10_000_000);

/** Whose balance an offline payment, waiver or credit goes to: a team's or a registration's (exactly one). */
const target = {
  team_id: IdSchema.nullable().default(null),
  registration_id: IdSchema.nullable().default(null),
};
const oneTarget = (input: { team_id: string | null; registration_id: string | null }, ctx: z.RefinementCtx) => {
  if (input.team_id === null && input.registration_id === null) ctx.addIssue({ code: 'custom', path: ['team_id'], message: fieldMessage('required') });
  if (input.team_id !== null && input.registration_id !== null) {
    for (const field of ['team_id', 'registration_id']) ctx.addIssue({ code: 'custom', path: [field], message: fieldMessage('notAnOption') });
  }
};

export const ACTION_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The key an admin's money dialog makes once when it opens and sends with every try of its request (issue 19): the
 * server does the action once per key and answers a doubled or retried request with what the first one did.
 */
export const ActionKeySchema = text()
  .regex(ACTION_KEY_PATTERN, fieldMessage('invalidFormat'))
  .meta({
    description:
      '8 to 64 letters, digits, dashes or underscores, made by the client once per action (a ULID will do). The same key sent again ' +
      'for the same action answers what the first request did instead of doing it twice; a key already used for another action is refused (409).',
    examples: ['01JD8Q3V7N5Z2W4K6M8P0R2T4X'],
  });

/** POST …/payments/offline: cash or a check received by the club. */
export const OfflinePaymentInputSchema = z
  .strictObject({
    ...target,
    method: z.enum(['cash', 'check']),
    amount_cents: positiveCents,
    note: optionalText(200).default(null),
    /** More than the balance is refused (422) unless the admin confirmed that the excess becomes a credit on it. */
    excess_as_credit: z.boolean().default(false),
    action_key: ActionKeySchema,
  })
  .superRefine(oneTarget)
  .meta({ id: 'OfflinePaymentBody' });
export type OfflinePaymentInput = z.input<typeof OfflinePaymentInputSchema>;

/** POST …/payments/adjustments: forgive (waiver) or credit part of a balance. */
export const BalanceAdjustmentInputSchema = z
  .strictObject({
    ...target,
    kind: z.enum(['waiver', 'credit']),
    amount_cents: positiveCents,
    note: optionalText(200).default(null),
    action_key: ActionKeySchema,
  })
  .superRefine(oneTarget)
  .meta({ id: 'BalanceAdjustmentBody' });
export type BalanceAdjustmentInput = z.input<typeof BalanceAdjustmentInputSchema>;

/** POST …/payments/charges: something else the team or player owes (a late fee, a lost jersey), added by the admin. */
export const ChargeInputSchema = z
  .strictObject({ ...target, amount_cents: positiveCents, description: requiredText(200), action_key: ActionKeySchema })
  .superRefine(oneTarget)
  .meta({ id: 'ChargeBody' });
export type ChargeInput = z.input<typeof ChargeInputSchema>;

/** POST …/payments/{entryId}/refund: give back all or part of a payment; card payments are refunded through Stripe. */
export const RefundInputSchema = z
  .strictObject({
    amount_cents: positiveCents,
    /** 'club': the registrant gets the whole amount back and the club bears Stripe's fee; 'registrant': the platform fee is not returned. */
    fee_borne_by: z.enum(['club', 'registrant']).default('club'),
    /** Also give up the place: the team (or the roster place) is removed and offered to the waitlist. */
    release_place: z.boolean().default(false),
    reason: optionalText(200).default(null),
    action_key: ActionKeySchema,
  })
  .meta({ id: 'RefundBody' });
export type RefundInput = z.input<typeof RefundInputSchema>;

/** PUT …/payments/settings: the players_pay deadline and what happens to a team whose shares fall short. */
export const PaymentSettingsInputSchema = z
  .strictObject({
    payment_deadline: DateOnlySchema.nullable(),
    remainder_policy: z.enum(['charge_captain', 'mark_incomplete']),
  })
  .meta({ id: 'PaymentSettingsBody' });

const centsOrNull = positiveCents.nullable().default(null);

/**
 * PUT …/payments/prices: the early-bird prices (through `early_bird_until`, inclusive) and the captain's deposit.
 * Which payment modes take which price is the domain's (payments/prices.ts); the service checks it against the league.
 */
export const LeaguePricingInputSchema = z
  .strictObject({
    early_bird_until: DateOnlySchema.nullable().default(null),
    early_bird_team_fee_cents: centsOrNull,
    early_bird_player_fee_cents: centsOrNull,
    deposit_cents: centsOrNull,
  })
  .superRefine((input, ctx) => {
    const early = input.early_bird_team_fee_cents !== null || input.early_bird_player_fee_cents !== null;
    if (early && input.early_bird_until === null) ctx.addIssue({ code: 'custom', path: ['early_bird_until'], message: fieldMessage('required') });
    if (!early && input.early_bird_until !== null)
      ctx.addIssue({ code: 'custom', path: ['early_bird_team_fee_cents'], message: fieldMessage('earlyBirdPrice') });
  })
  .meta({ id: 'LeaguePricingBody' });
export type LeaguePricingInput = z.input<typeof LeaguePricingInputSchema>;

/** POST …/payments/add-ons and PUT …/payments/add-ons/{id}: an optional extra sold with a registration. */
export const AddOnInputSchema = z
  .strictObject({
    name: requiredText(80),
    description: optionalText(200).default(null),
    price_cents: positiveCents,
    max_quantity: z
      .number()
      .int({ message: fieldMessage('wholeNumber') })
      .min(1, { message: fieldMessage('atLeast', { min: 1 }) })
      .max(20, { message: fieldMessage('atMost', { max: 20 }) })
      .default(1),
    active: z.boolean().default(true),
  })
  .meta({ id: 'AddOnBody' });
export type AddOnInput = z.input<typeof AddOnInputSchema>;

/** POST …/payments/add-ons: a new add-on, made once per key (a change, PUT, is the same whenever it is sent again). */
export const AddOnCreateInputSchema = AddOnInputSchema.extend({ action_key: ActionKeySchema }).meta({ id: 'AddOnCreateBody' });
export type AddOnCreateInput = z.input<typeof AddOnCreateInputSchema>;
/** PUT …/payments/add-ons/{id}: a change (or Stop selling / Sell again) from the row_version it was read at. */
export const AddOnUpdateInputSchema = AddOnInputSchema.extend(rowVersionField).meta({ id: 'AddOnUpdateBody' });
export type AddOnUpdateInput = z.input<typeof AddOnUpdateInputSchema>;

export const AddOnSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    description: z.string().nullable(),
    price_cents: z.number().int(),
    max_quantity: z.number().int(),
    active: z.boolean(),
    /** How many were bought (charges still in the ledger). */
    sold: z.number().int(),
    row_version: RowVersionSchema,
  })
  .meta({ id: 'AddOn' });
export type AddOn = z.infer<typeof AddOnSchema>;

/** GET …/payments/prices: the league's fees, its early-bird prices and deposit, and its add-ons. */
export const LeaguePricingSchema = z
  .object({
    payment_mode: LeaguePaymentModeSchema,
    team_fee_cents: z.number().int(),
    player_fee_cents: z.number().int(),
    roster_min: z.number().int(),
    early_bird_until: z.string().nullable(),
    early_bird_team_fee_cents: z.number().int().nullable(),
    early_bird_player_fee_cents: z.number().int().nullable(),
    deposit_cents: z.number().int().nullable(),
    /** Whether the early-bird prices apply today (club timezone). */
    early_bird_now: z.boolean(),
    add_ons: z.array(AddOnSchema),
  })
  .meta({ id: 'LeaguePricing' });
export type LeaguePricing = z.infer<typeof LeaguePricingSchema>;

export const WaitlistEntrySchema = z
  .object({
    id: IdSchema,
    kind: z.enum(['team', 'player']),
    name: z.string(),
    email: z.string(),
    team_name: z.string().nullable(),
    status: z.enum(['waiting', 'offered', 'accepted', 'expired', 'removed']),
    offer_expires_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'WaitlistEntry' });
