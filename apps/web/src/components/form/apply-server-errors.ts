import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** The form field that shows an API field under another name (amount_cents on the dollars field amount). */
export type FormNames<T extends FieldValues> = Readonly<Partial<Record<string, FieldPath<T>>>>;

/**
 * Puts the server's field errors on the form fields they name (or, through `formNames`, on the field that
 * shows them); returns whether any field got one. Errors on fields the form does not show are left for the
 * form-level alert.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  errors: Record<string, string[]> | undefined,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  formNames: FormNames<T> = {},
): boolean {
  // Each form field's first message, whichever API field it came under.
  const onFields = new Map<string, string>();
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = (Object.hasOwn(formNames, key) ? formNames[key] : undefined) ?? key;
    const message = messages[0];
    if (message !== undefined && !onFields.has(field)) onFields.set(field, message);
  }
  let applied = false;
  for (const field of fields) {
    const message = onFields.get(field);
    if (message === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
