import { WRONG_SERVICES, fieldMessage, isErrorBody, type ErrorBody, type ErrorCode } from '@matchday/domain';

/**
 * A failed call. Spec §7/§8: it carries the server's response body (message, code, field errors),
 * or the text 'Wrong Services' when the server sent no usable body.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly errors?: Record<string, string[]>;
  /** Seconds to wait before retrying, from Retry-After on 429 responses. */
  readonly retryAfter?: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, retryAfter?: number) {
    const known = isErrorBody(body) ? body : null;
    super(known?.message ?? WRONG_SERVICES);
    this.name = 'ApiError';
    this.status = status;
    this.code = known?.code ?? null;
    if (known?.errors) this.errors = byMessageId(known);
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
    this.body = body;
  }
}

/**
 * The field errors with each message the server named by id written as its token, so the form translates
 * it like its own messages; a text the server has no id for stays as sent.
 */
function byMessageId({ errors = {}, messages = {} }: ErrorBody): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, texts]) => {
      const ids = Object.hasOwn(messages, field) ? messages[field] : undefined;
      return [
        field,
        texts.map((text, index) => {
          const message = ids?.[index];
          return message ? fieldMessage(message.id, message.values) : text;
        }),
      ];
    }),
  );
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
