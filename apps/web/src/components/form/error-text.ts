import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { isApiError } from '../../lib/api-client';

// For these codes the server's text is generic, so the translated text says the same in every language; for the
// others the server's English is more specific, and is kept where the page is in English.
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

/** What a form-level alert says about a failed call, in the page's language (never the server's English in fr, ro or zh). */
export function errorText(intl: IntlShape, error: unknown): string {
  if (!isApiError(error)) return intl.formatMessage({ id: 'pages.form.unexpectedError' });
  if (error.status === 429) {
    return error.retryAfter === undefined
      ? intl.formatMessage({ id: 'pages.form.tooManyAttempts' })
      : intl.formatMessage({ id: 'pages.form.tooManyAttemptsRetry' }, { minutes: Math.max(1, Math.ceil(error.retryAfter / 60)) });
  }
  const translationId = `errors.${error.code}` as MessageId;
  if (error.code && (GENERIC_CODES.has(error.code) || intl.locale !== 'en') && Object.hasOwn(intl.messages, translationId)) {
    return intl.formatMessage({ id: translationId });
  }
  return error.message;
}
