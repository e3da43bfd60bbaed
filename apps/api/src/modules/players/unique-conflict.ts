import { uniqueViolation } from '../../db/errors.js';
import type { HttpError } from '../../lib/http-error.js';

/**
 * A unique index refused a row that a concurrent request wrote first: answer the HttpError mapped to
 * that index (a 409 naming the field), or rethrow anything else untouched.
 */
export function rethrowUniqueConflict(error: unknown, byConstraint: Record<string, () => HttpError>): never {
  const constraint = uniqueViolation(error);
  const toHttpError = constraint === null ? undefined : byConstraint[constraint];
  throw toHttpError ? toHttpError() : error;
}
