import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ValidationMessageId } from '@matchday/domain';
import { fieldErrorDescriptor } from './field-error-message';
import type { MessageId } from '../../i18n/messages';

type ErrorLike = { message?: string; type?: string } | undefined;

/**
 * The text of a field error for fields drawn by hand (list rows): the shared message by id, said the
 * field's `own` way where it has one, else the text as sent (a server message).
 */
export function useErrorText(own: Readonly<Partial<Record<ValidationMessageId, MessageId>>>): (error: ErrorLike) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const descriptor = fieldErrorDescriptor(error.message, error.type, own);
      return descriptor ? intl.formatMessage({ id: descriptor.id }, descriptor.values) : error.message;
    },
    [intl, own],
  );
}
