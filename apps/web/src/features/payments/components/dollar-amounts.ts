import { dollarsToCents, fieldMessage, formatMoney } from '@matchday/domain';
import type { z, ZodType } from 'zod';

/** Typed dollars as cents; a text that is no amount is reported on the field and sent as no amount at all. */
export const centsOf = (amount: string) => dollarsToCents(amount) ?? Number.NaN;

/** A blank optional amount is none; anything else typed is cents, as centsOf reads it. */
export const optionalCentsOf = (amount: string) => (amount.trim() === '' ? null : centsOf(amount));

/** A form's dollars field and what was typed in it, for the API field in cents it fills. */
export interface TypedAmount {
  field: string;
  text: string;
  /** Blank is none (sent as null) rather than an amount missing. */
  optional?: boolean;
}

/**
 * The API schema's rules, on the form: the issues of each cents field of the body go to the dollars field it
 * came from (a bound said in dollars), and a text that is no amount gets the form's own message instead of the
 * schema's about its stand-in. `amounts` is keyed by the body's cents field.
 */
export function forwardWithAmounts(schema: ZodType, body: unknown, amounts: Readonly<Record<string, TypedAmount>>, ctx: z.RefinementCtx) {
  const untyped = new Set<string>();
  for (const [cents, { field, text, optional = false }] of Object.entries(amounts)) {
    if (dollarsToCents(text) !== null || (optional && text.trim() === '')) continue;
    untyped.add(cents);
    ctx.addIssue({ code: 'custom', path: [field], message: fieldMessage('amount') });
  }
  const result = schema.safeParse(body);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const [head, ...rest] = issue.path;
    const amount = Object.hasOwn(amounts, String(head)) ? amounts[String(head)] : undefined;
    if (!amount) ctx.addIssue({ ...issue });
    else if (!untyped.has(String(head))) {
      const message = issue.code === 'too_big' ? fieldMessage('atMost', { max: formatMoney(Number(issue.maximum)) }) : issue.message;
      ctx.addIssue({ ...issue, path: [amount.field, ...rest], message });
    }
  }
}

/** The dialogs whose one amount is `amount`: the API's errors on amount_cents show on it. */
export const AMOUNT_FORM_NAMES = { amount_cents: 'amount' } as const;
