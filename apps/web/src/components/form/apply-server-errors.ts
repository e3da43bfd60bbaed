import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field errors on the form fields they name; returns whether any field got one.
 * Errors on fields the form does not show are left for the form-level alert.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  errors: Record<string, string[]> | undefined,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  let applied = false;
  for (const field of fields) {
    const message = errors?.[field]?.[0];
    if (message === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
