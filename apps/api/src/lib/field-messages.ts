import { englishMessage, parseFieldMessage, type ErrorBody, type FieldMessage } from '@matchday/domain';

/** What a field was told: a message by id, or a text of our own that has no id. */
export type FieldSaid = FieldMessage | string;

/**
 * The `errors` (English, for any reader of the API) and `messages` (the ids, for the web app to translate)
 * of an error body. A text that is a message token counts as that message.
 */
export function describeFields(fields: Iterable<[string, readonly FieldSaid[]]>): Pick<ErrorBody, 'errors' | 'messages'> {
  const errors: [string, string[]][] = [];
  const messages: [string, (FieldMessage | null)[]][] = [];
  for (const [field, said] of fields) {
    const byId = said.map((entry) => (typeof entry === 'string' ? parseFieldMessage(entry) : entry));
    errors.push([field, byId.map((message, index) => (message ? englishMessage(message) : (said[index] as string)))]);
    messages.push([field, byId]);
  }
  // Object.fromEntries defines own properties, so even a field named '__proto__' stays a plain key.
  const described = { errors: Object.fromEntries(errors) };
  // Texts of our own only (a conflict naming a game, say): nothing to add beside them.
  return messages.some(([, ids]) => ids.some(Boolean)) ? { ...described, messages: Object.fromEntries(messages) } : described;
}
