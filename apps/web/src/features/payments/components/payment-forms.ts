import {
  BalanceAdjustmentInputSchema,
  ChargeInputSchema,
  OfflinePaymentInputSchema,
  PaymentSettingsInputSchema,
  RefundInputSchema,
  fieldMessage,
  formatMoney,
  type BalanceAdjustmentInput,
  type ChargeInput,
  type OfflinePaymentInput,
  type RefundInput,
  dollarsToCents,
} from '@matchday/domain';
import { z, type ZodType } from 'zod';
import { forwardIssues } from '../../../components/form/forward-issues';
import { centsOf, forwardWithAmounts } from './dollar-amounts';
import type { PaymentSettings } from '../api/save-payment-settings';

/** Whose balance a dialog writes to: a team's or a registration's. */
export interface BalanceTarget {
  kind: 'team' | 'registration';
  id: string;
  name: string;
  balance_cents: number;
}

const targetIds = (target: BalanceTarget) => ({
  team_id: target.kind === 'team' ? target.id : null,
  registration_id: target.kind === 'registration' ? target.id : null,
});

const forwardWithAmount = (schema: ZodType, amount: string, body: unknown, ctx: z.RefinementCtx) =>
  forwardWithAmounts(schema, body, { amount_cents: { field: 'amount', text: amount } }, ctx);

// The offline-payment and waive/credit dialogs share one form (BalanceMovementDialog): which kind (`choice`), how much, a note.
const OfflineFormShape = z.object({ choice: z.enum(['cash', 'check']), amount: z.string(), note: z.string() });
export type OfflineFormValues = z.infer<typeof OfflineFormShape>;

export const toOfflineInput = (
  target: BalanceTarget,
  { choice, amount, note }: OfflineFormValues,
  actionKey: string,
  excessAsCredit = false,
): OfflinePaymentInput => ({
  ...targetIds(target),
  method: choice,
  amount_cents: centsOf(amount),
  note,
  excess_as_credit: excessAsCredit,
  action_key: actionKey,
});

export const offlineFormSchema = (target: BalanceTarget, actionKey: string) =>
  OfflineFormShape.superRefine((values, ctx) => forwardWithAmount(OfflinePaymentInputSchema, values.amount, toOfflineInput(target, values, actionKey), ctx));

/** What is sent: the body as the API reads it (the note trimmed, a blank one null). */
export const offlineRequest = (target: BalanceTarget, values: OfflineFormValues, actionKey: string, excessAsCredit: boolean): OfflinePaymentInput =>
  OfflinePaymentInputSchema.parse(toOfflineInput(target, values, actionKey, excessAsCredit));

/** What of an amount typed in dollars is above what the balance owes (all of it when nothing is owed); 0 when none, or no amount. */
export const excessCents = (target: BalanceTarget, amount: string) => Math.max(0, (dollarsToCents(amount) ?? 0) - Math.max(0, target.balance_cents));

const AdjustmentFormShape = z.object({ choice: z.enum(['waiver', 'credit']), amount: z.string(), note: z.string() });
export type AdjustmentFormValues = z.infer<typeof AdjustmentFormShape>;

export const toAdjustmentInput = (target: BalanceTarget, { choice, amount, note }: AdjustmentFormValues, actionKey: string): BalanceAdjustmentInput => ({
  ...targetIds(target),
  kind: choice,
  amount_cents: centsOf(amount),
  note,
  action_key: actionKey,
});

export const adjustmentFormSchema = (target: BalanceTarget, actionKey: string) =>
  AdjustmentFormShape.superRefine((values, ctx) =>
    forwardWithAmount(BalanceAdjustmentInputSchema, values.amount, toAdjustmentInput(target, values, actionKey), ctx),
  );

export const adjustmentRequest = (target: BalanceTarget, values: AdjustmentFormValues, actionKey: string): BalanceAdjustmentInput =>
  BalanceAdjustmentInputSchema.parse(toAdjustmentInput(target, values, actionKey));

const ChargeFormShape = z.object({ amount: z.string(), description: z.string() });
export type ChargeFormValues = z.infer<typeof ChargeFormShape>;

export const toChargeInput = (target: BalanceTarget, { amount, description }: ChargeFormValues, actionKey: string): ChargeInput => ({
  ...targetIds(target),
  amount_cents: centsOf(amount),
  description,
  action_key: actionKey,
});

export const chargeFormSchema = (target: BalanceTarget, actionKey: string) =>
  ChargeFormShape.superRefine((values, ctx) => forwardWithAmount(ChargeInputSchema, values.amount, toChargeInput(target, values, actionKey), ctx));

export const chargeRequest = (target: BalanceTarget, values: ChargeFormValues, actionKey: string): ChargeInput =>
  ChargeInputSchema.parse(toChargeInput(target, values, actionKey));

const RefundFormShape = z.object({
  amount: z.string(),
  fee_borne_by: z.enum(['club', 'registrant']),
  release_place: z.boolean(),
  reason: z.string(),
});
export type RefundFormValues = z.infer<typeof RefundFormShape>;

export const toRefundInput = ({ amount, ...rest }: RefundFormValues, actionKey: string): RefundInput => ({
  ...rest,
  amount_cents: centsOf(amount),
  action_key: actionKey,
});

/** The API's rules, and what the payment still has to give back: the API would refuse more (refund_too_large). */
export const refundFormSchema = (refundableCents: number, actionKey: string) =>
  RefundFormShape.superRefine((values, ctx) => {
    forwardWithAmount(RefundInputSchema, values.amount, toRefundInput(values, actionKey), ctx);
    const cents = dollarsToCents(values.amount);
    if (cents !== null && cents > refundableCents) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: fieldMessage('atMost', { max: formatMoney(refundableCents) }) });
    }
  });

export const refundRequest = (values: RefundFormValues, actionKey: string): RefundInput => RefundInputSchema.parse(toRefundInput(values, actionKey));

const SettingsFormShape = z.object({ payment_deadline: z.string(), remainder_policy: z.enum(['charge_captain', 'mark_incomplete']) });
export type SettingsFormValues = z.infer<typeof SettingsFormShape>;

/** A blank deadline is none. */
export const toSettingsInput = ({ payment_deadline, remainder_policy }: SettingsFormValues): PaymentSettings => ({
  payment_deadline: payment_deadline.trim() === '' ? null : payment_deadline.trim(),
  remainder_policy,
});

export const SettingsFormSchema = SettingsFormShape.superRefine((values, ctx) => forwardIssues(PaymentSettingsInputSchema, toSettingsInput(values), ctx));
