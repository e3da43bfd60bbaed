import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-client';
import { applyServerFieldErrors, type FormNames } from './apply-server-errors';

/**
 * The state of a form's last failed submit: field errors go onto their fields (an API field the form shows
 * under another name through `formNames`), anything else becomes `error` for the form-level alert.
 */
export function useSubmitError<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly FieldPath<T>[], formNames?: FormNames<T>) {
  const [error, setSubmitError] = useState<unknown>(null);
  const fail = (failure: unknown) => {
    const onFields = isApiError(failure) && applyServerFieldErrors(failure.errors, setError, fields, formNames);
    setSubmitError(onFields ? null : failure);
  };
  const clear = () => setSubmitError(null);
  return { error, fail, clear };
}
