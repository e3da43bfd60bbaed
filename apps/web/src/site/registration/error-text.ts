import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { SiteApiError } from './api';

/** The refusals the flow explains in the site's own words; anything else gets the general one. */
const KNOWN = new Set([
  'network',
  'league_full',
  'already_registered',
  'payments_unavailable',
  'free_agents_not_allowed',
  'waiver_required',
  'invalid_invite',
  'registration_closed',
  'too_many_open_checkouts',
  'invalid_sign_in_code',
  'sign_in_code_used_up',
  'waiver_changed',
  'too_many_requests',
  'answers_required',
  'validation_error',
  'not_found',
]);

/** The message id of what went wrong. */
export const errorMessageId = (error: unknown): MessageId => {
  const code = error instanceof SiteApiError ? error.code : 'network';
  return `site.errors.${KNOWN.has(code) ? code : 'unknown'}` as MessageId;
};

/** What went wrong, in the visitor's language, as plain text (a message's "My registrations" link as its words). */
export function errorText(intl: IntlShape, error: unknown): string {
  return intl.formatMessage({ id: errorMessageId(error) }, { me: (words: string[]) => words.join('') });
}

/**
 * The API's error for one field (`first_name`, `answers.<questionId>`), translated when the site knows the message's
 * id, else the API's own English text.
 */
export function fieldErrorOf(intl: IntlShape, error: unknown, field: string): string | undefined {
  if (!(error instanceof SiteApiError)) return undefined;
  const text = error.errors[field]?.[0];
  if (text === undefined) return undefined;
  const message = error.messages[field]?.[0];
  const id = message ? (`site.field.${message.id}` as MessageId) : null;
  return id && intl.messages[id] ? intl.formatMessage({ id }, message?.values) : text;
}

/** The fields the API named in its refusal. */
export const errorFields = (error: unknown): string[] => (error instanceof SiteApiError ? Object.keys(error.errors) : []);
