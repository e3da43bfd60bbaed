import type { FieldValues, Path } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { StaleField } from './StaleSaveDialog';

/** A form's fields for the stale-save conflict, each by the label its form shows, in the form's order. */
export function labelledFields<V extends FieldValues>(
  intl: IntlShape,
  labels: Partial<Record<Path<V>, MessageId>>,
  formats: Partial<Record<Path<V>, (value: unknown) => string>> = {},
): StaleField<V>[] {
  return (Object.entries(labels) as [Path<V>, MessageId][]).map(([name, id]) => ({ name, label: intl.formatMessage({ id }), format: formats[name] }));
}
