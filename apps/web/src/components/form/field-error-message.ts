import { MIN_MCQ_OPTIONS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@matchday/domain';
import type { MessageId } from '../../i18n/messages';

export interface FieldErrorDescriptor {
  id: MessageId;
  values?: Record<string, string | number>;
}

// The shared zod schemas speak English; each of their messages has a translation here.
const DOMAIN_MESSAGES: Readonly<Record<string, FieldErrorDescriptor>> = {
  Required: { id: 'pages.form.required' },
  'Must be a valid email address': { id: 'pages.form.invalidEmail' },
  [`Must be at least ${PASSWORD_MIN_LENGTH} characters`]: { id: 'pages.form.tooShort', values: { min: PASSWORD_MIN_LENGTH } },
  [`Must be at most ${PASSWORD_MAX_LENGTH} characters`]: { id: 'pages.form.tooLong' },
  'Passwords do not match': { id: 'pages.form.passwordsDoNotMatch' },
  'Unknown timezone': { id: 'pages.form.unknownTimezone' },
  'Must be a phone number': { id: 'pages.form.phone' },
  'Must be a date (YYYY-MM-DD)': { id: 'pages.form.date' },
  'Must be a time (HH:MM)': { id: 'pages.form.time' },
  'Names must be different': { id: 'pages.form.namesDifferent' },
  'Options must be different': { id: 'pages.form.optionsDifferent' },
  [`Give at least ${MIN_MCQ_OPTIONS} options`]: { id: 'pages.form.atLeastOptions', values: { min: MIN_MCQ_OPTIONS } },
  'Must not be negative': { id: 'pages.form.negative' },
};

// Zod's own default messages (no custom text in the schema) are recognised by the issue code instead.
const ISSUE_MESSAGES: Readonly<Record<string, FieldErrorDescriptor>> = {
  too_small: { id: 'pages.form.required' },
  too_big: { id: 'pages.form.tooLong' },
  invalid_format: { id: 'pages.form.invalidFormat' },
  invalid_value: { id: 'pages.form.invalidValue' },
  invalid_type: { id: 'pages.form.required' },
};

/**
 * The translation of a form field error, or null when the text came from the server and is shown as sent.
 * `type` is the zod issue code that the resolver reports, or anything else for server errors.
 */
export function fieldErrorDescriptor(message: string | undefined, type: string | undefined): FieldErrorDescriptor | null {
  if (message && Object.hasOwn(DOMAIN_MESSAGES, message)) return DOMAIN_MESSAGES[message] ?? null;
  if (type && Object.hasOwn(ISSUE_MESSAGES, type)) return ISSUE_MESSAGES[type] ?? null;
  return null;
}
