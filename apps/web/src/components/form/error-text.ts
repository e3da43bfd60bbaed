import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { isApiError } from '../../lib/api-client';

// For these codes the server's text is generic, so the translated text says the same in the user's language.
const GENERIC_CODES = new Set([
  'invalid_credentials',
  'invalid_reset_token',
  'unauthenticated',
  'forbidden',
  'request_timeout',
  'service_unavailable',
  'server_busy',
  'database_unavailable',
  'internal_error',
]);

/** What a form-level alert says about a failed call. */
export function errorText(intl: IntlShape, error: unknown): string {
  if (!isApiError(error)) return intl.formatMessage({ id: 'pages.form.unexpectedError' });
  if (error.status === 429) {
    return error.retryAfter === undefined
      ? intl.formatMessage({ id: 'pages.form.tooManyAttempts' })
      : intl.formatMessage({ id: 'pages.form.tooManyAttemptsRetry' }, { minutes: Math.max(1, Math.ceil(error.retryAfter / 60)) });
  }
  const translationId = `errors.${error.code}` as MessageId;
  if (error.code && GENERIC_CODES.has(error.code) && Object.hasOwn(intl.messages, translationId)) {
    return intl.formatMessage({ id: translationId });
  }
  return error.message;
}
