import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-client';
import { applyServerFieldErrors } from './apply-server-errors';

/**
 * The state of a form's last failed submit: field errors go onto their fields,
 * anything else becomes `error` for the form-level alert.
 */
export function useSubmitError<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly FieldPath<T>[]) {
  const [error, setSubmitError] = useState<unknown>(null);
  const fail = (failure: unknown) => {
    const onFields = isApiError(failure) && applyServerFieldErrors(failure.errors, setError, fields);
    setSubmitError(onFields ? null : failure);
  };
  const clear = () => setSubmitError(null);
  return { error, fail, clear };
}
