import { parseFieldMessage, type MessageValues, type ValidationMessageId } from '@matchday/domain';
import type { MessageId } from '../../i18n/messages';

export interface FieldErrorDescriptor {
  id: MessageId;
  values?: MessageValues;
}

/** The key that translates a shared message in every locale. */
export const validationMessageKey = (id: ValidationMessageId): MessageId => `validation.${id}`;

// zod's own checks carry a message id once the app installs `fieldMessageErrorMap` (main.tsx); a check
// that ran without it is still recognised by the issue code the resolver reports.
const ISSUE_MESSAGES: Readonly<Record<string, ValidationMessageId>> = {
  too_small: 'required',
  invalid_format: 'invalidFormat',
  invalid_value: 'invalidValue',
  invalid_type: 'required',
};

/**
 * The translation of a form field error: the message the schema (or the server) named by id, else one
 * chosen by zod's issue code; null for a text of the server's own, shown as sent. `own` lets a field say
 * a shared message its own way (a list of areas says "Another one has this name").
 */
export function fieldErrorDescriptor(
  message: string | undefined,
  type: string | undefined,
  own: Readonly<Partial<Record<ValidationMessageId, MessageId>>> = {},
): FieldErrorDescriptor | null {
  const named = parseFieldMessage(message);
  const id = named?.id ?? (type && Object.hasOwn(ISSUE_MESSAGES, type) ? ISSUE_MESSAGES[type] : undefined);
  if (!id) return null;
  const key = own[id] ?? validationMessageKey(id);
  return named?.values ? { id: key, values: named.values } : { id: key };
}
