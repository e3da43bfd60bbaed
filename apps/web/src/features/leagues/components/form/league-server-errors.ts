import { ApiError, isApiError } from '../../../../lib/api-client';
import type { ErrorTranslator } from './league-error-messages';
import { formFieldOf } from './league-form-schema';

/**
 * The API's field errors restated for the form: keys of the form's fields (team_fee_cents → team_fee,
 * questions.0.question_id → questions) and the schema texts translated. Anything else is returned as it came.
 */
export function onLeagueFormFields(error: unknown, translate: ErrorTranslator): unknown {
  if (!isApiError(error) || !error.errors) return error;
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = formFieldOf(key) ?? key;
    errors[field] = [...(errors[field] ?? []), ...messages.map((message) => translate(message) ?? message)];
  }
  return new ApiError(error.status, { ...(error.body as object), errors }, error.retryAfter);
}
