import type { ErrorCode } from '@matchday/domain';

export type FieldErrors = Record<string, string[]>;

/** An expected failure with its status, code and, for forms, field errors; the error handler renders it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const validationError = (fieldErrors: FieldErrors, message = 'Some fields are not valid'): HttpError =>
  new HttpError(400, 'validation_error', message, fieldErrors);

export const fieldError = (field: string, message: string): HttpError => validationError({ [field]: [message] });

/** A unique value already taken (an email, an id): 409 with the field to correct. */
export const conflict = (field: string, message: string): HttpError => new HttpError(409, 'conflict', message, { [field]: [message] });

export const notFound = (message = 'Not found'): HttpError => new HttpError(404, 'not_found', message);

export const tooManyRequests = (retryAfterSeconds: number): HttpError =>
  new HttpError(429, 'too_many_requests', 'Too many attempts. Try again later.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });
