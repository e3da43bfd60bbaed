import { WRONG_SERVICES, isErrorBody, type ErrorCode } from '@matchday/domain';

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
    if (known?.errors) this.errors = known.errors;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
