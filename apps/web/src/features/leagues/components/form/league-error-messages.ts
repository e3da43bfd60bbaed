import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ValidationMessageId } from '@matchday/domain';
import { fieldErrorDescriptor, type FieldErrorDescriptor } from '../../../../components/form/field-error-message';
import type { MessageId } from '../../../../i18n/messages';

// The league form says a few shared messages its own way: its date and time fields are pickers.
const LEAGUE_WORDS: Readonly<Partial<Record<ValidationMessageId, MessageId>>> = {
  date: 'leagues.form.error.date',
  time: 'leagues.form.error.time',
};

/** The translation of a league form error by its message id, or null for a text of the server's own. */
export function leagueErrorDescriptor(message: string): FieldErrorDescriptor | null {
  return fieldErrorDescriptor(message, undefined, LEAGUE_WORDS);
}

export type ErrorTranslator = (message: string) => string | null;

/** Translates the league schemas' messages into the reader's language. */
export function useLeagueErrorTranslator(): ErrorTranslator {
  const intl = useIntl();
  return useCallback(
    (message) => {
      const descriptor = leagueErrorDescriptor(message);
      return descriptor ? intl.formatMessage({ id: descriptor.id }, descriptor.values) : null;
    },
    [intl],
  );
}
