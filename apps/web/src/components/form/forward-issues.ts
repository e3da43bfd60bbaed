import type { RefinementCtx, ZodType } from 'zod';

/**
 * Validates `value` with the API's schema and reports its issues on the form, at the same paths. Forms
 * whose values differ in shape from the API body (row keys, blanks instead of nulls) keep their own
 * value types this way while the rules stay the API's.
 */
export function forwardIssues(schema: ZodType, value: unknown, ctx: RefinementCtx): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue });
}
