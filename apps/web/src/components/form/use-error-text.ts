import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorDescriptor } from './field-error-message';
import type { MessageId } from '../../i18n/messages';

type ErrorLike = { message?: string; type?: string } | undefined;

/**
 * The text of a field error for fields drawn by hand (list rows): messages of the shared schema that
 * `own` translates, then the messages every form knows, else the text as sent (a server message).
 */
export function useErrorText(own: Readonly<Record<string, MessageId>>): (error: ErrorLike) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const ownId = error.message && Object.hasOwn(own, error.message) ? own[error.message] : undefined;
      if (ownId) return intl.formatMessage({ id: ownId });
      const descriptor = fieldErrorDescriptor(error.message, error.type);
      return descriptor ? intl.formatMessage({ id: descriptor.id }, descriptor.values) : error.message;
    },
    [intl, own],
  );
}
