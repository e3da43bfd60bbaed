import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { LEDGER_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES, TEAM_STATUSES } from '../payments/ledger.js';
import { fieldMessage } from '../validation-messages.js';
import { DateOnlySchema, optionalText } from './common.js';

/** Admin contracts of a league's Payments tab (/api/{slug}/leagues/{id}/payments…). Amounts are integer cents. */

export const LedgerTotalsSchema = z.object({
  charged: z.number().int(),
  paid: z.number().int(),
  paid_card: z.number().int(),
  paid_offline: z.number().int(),
  refunded: z.number().int(),
  waived: z.number().int(),
  credited: z.number().int(),
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
    totals: LedgerTotalsSchema,
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

/** POST …/payments/offline: cash or a check received by the club. */
export const OfflinePaymentInputSchema = z
  .strictObject({ ...target, method: z.enum(['cash', 'check']), amount_cents: positiveCents, note: optionalText(200).default(null) })
  .superRefine(oneTarget)
  .meta({ id: 'OfflinePaymentBody' });
export type OfflinePaymentInput = z.input<typeof OfflinePaymentInputSchema>;

/** POST …/payments/adjustments: forgive (waiver) or credit part of a balance. */
export const BalanceAdjustmentInputSchema = z
  .strictObject({ ...target, kind: z.enum(['waiver', 'credit']), amount_cents: positiveCents, note: optionalText(200).default(null) })
  .superRefine(oneTarget)
  .meta({ id: 'BalanceAdjustmentBody' });
export type BalanceAdjustmentInput = z.input<typeof BalanceAdjustmentInputSchema>;

/** POST …/payments/{entryId}/refund: give back all or part of a payment; card payments are refunded through Stripe. */
export const RefundInputSchema = z
  .strictObject({
    amount_cents: positiveCents,
    /** 'club': the registrant gets the whole amount back and the club bears Stripe's fee; 'registrant': the platform fee is not returned. */
    fee_borne_by: z.enum(['club', 'registrant']).default('club'),
    /** Also give up the place: the team (or the roster place) is removed and offered to the waitlist. */
    release_place: z.boolean().default(false),
    reason: optionalText(200).default(null),
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
