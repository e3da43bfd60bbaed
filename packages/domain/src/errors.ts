import { z } from 'zod';
import { FieldMessageSchema, isFieldMessage } from './validation-messages.js';

/** Every error code the API returns; the web app translates them as `errors.<code>`. */
export const ERROR_CODES = [
  'bad_request',
  'validation_error',
  'unauthenticated',
  'invalid_credentials',
  'forbidden',
  'not_found',
  'conflict',
  'invalid_transition',
  'season_rule',
  'in_use',
  'capacity_reached',
  'answers_required',
  'not_editable',
  'court_taken',
  'payload_too_large',
  'uri_too_long',
  'header_fields_too_large',
  'unsupported_media_type',
  'invalid_image',
  'image_too_large',
  'too_many_requests',
  'invalid_reset_token',
  'request_timeout',
  'service_unavailable',
  'server_busy',
  'database_unavailable',
  'internal_error',
  'league_full',
  'free_agents_not_allowed',
  'already_registered',
  'registration_closed',
  'too_many_open_checkouts',
  'invalid_sign_in_code',
  'sign_in_code_used_up',
  'stale_version',
  'waiver_required',
  'waiver_changed',
  'invalid_invite',
  'payments_unavailable',
  'refund_too_large',
  'card_declined',
  'payment_provider_error',
  'connect_not_enabled',
  'invalid_signature',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/**
 * The one error body of every 4xx and 5xx: a message, a code, and field errors where a form is at fault.
 * isErrorBody checks the same shape by hand (errors.test.ts holds the two together): change both.
 */
export const ErrorBodySchema = z
  .object({
    message: z.string(),
    code: ErrorCodeSchema,
    errors: z.record(z.string(), z.array(z.string())).optional(),
    /** Beside each text of `errors`, the id of that message (null for a text that has none), so every language can say it. */
    messages: z.record(z.string(), z.array(z.nullable(FieldMessageSchema))).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

const isRecordOfLists = (value: unknown, isItem: (item: unknown) => boolean): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((list) => Array.isArray(list) && list.every(isItem));

/**
 * Narrowing for anything that came back from the API: the shape ErrorBodySchema describes, checked without
 * zod (a test holds the two together), since the web app reads error bodies on its first screens, where
 * zod is not loaded.
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.message === 'string' &&
    (ERROR_CODES as readonly unknown[]).includes(body.code) &&
    (body.errors === undefined || isRecordOfLists(body.errors, (text) => typeof text === 'string')) &&
    (body.messages === undefined || isRecordOfLists(body.messages, (message) => message === null || isFieldMessage(message)))
  );
}
