import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { fieldErrorDescriptor } from './field-error-message';

/** The text shown under a field for its current error, translated when it is one of the shared schemas' messages. */
export function useFieldErrorText(error: FieldError | undefined): string | undefined {
  const intl = useIntl();
  if (!error) return undefined;
  const descriptor = fieldErrorDescriptor(error.message, error.type);
  return descriptor ? intl.formatMessage({ id: descriptor.id }, descriptor.values) : error.message;
}
