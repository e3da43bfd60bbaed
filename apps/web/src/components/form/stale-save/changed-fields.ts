import type { FieldValues } from 'react-hook-form';
import type { StaleConflict } from './use-stale-save';

const valueAt = (values: object, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), values);

/** Two values of a field alike: as the conflict words them when it formats them (list drafts carry keys of their own), else as data. */
const same = (field: { format?: (value: unknown) => string }, a: unknown, b: unknown): boolean =>
  field.format ? field.format(a) === field.format(b) : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose saved value changed since the form was opened, in the form's order, with their value and yours. */
export function changedFields<V extends FieldValues, F extends { name: string; format?: (value: unknown) => string }>(
  fields: readonly F[],
  conflict: StaleConflict<V>,
) {
  return fields
    .filter((field) => !same(field, valueAt(conflict.opened, field.name), valueAt(conflict.theirs, field.name)))
    .map((field) => ({ field, theirs: valueAt(conflict.theirs, field.name), mine: valueAt(conflict.mine, field.name) }));
}
