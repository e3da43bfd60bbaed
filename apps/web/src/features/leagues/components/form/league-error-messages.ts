import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorDescriptor, type FieldErrorDescriptor } from '../../../../components/form/field-error-message';
import type { MessageId } from '../../../../i18n/messages';
import { AMOUNT_MESSAGE, WHOLE_NUMBER_MESSAGE } from './league-form-schema';

// The English texts of the shared league schemas (and of the form's own checks), each with its translation.
const MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  [AMOUNT_MESSAGE]: 'leagues.form.error.amount',
  [WHOLE_NUMBER_MESSAGE]: 'leagues.form.error.wholeNumber',
  'Must be a date (YYYY-MM-DD)': 'leagues.form.error.date',
  'Must be a time (HH:MM)': 'leagues.form.error.time',
  'Must be on or after the season start': 'leagues.form.error.endBeforeStart',
  'Must be on or after registration opens': 'leagues.form.error.closesBeforeOpens',
  'Must be on or before the season end': 'leagues.form.error.closesAfterSeason',
  'Must be at least the roster minimum': 'leagues.form.error.rosterMaxBelowMin',
  'A free league has no fees': 'leagues.form.error.freeWithFees',
  'Listed twice': 'leagues.form.error.listedTwice',
  'A question is attached twice': 'leagues.form.error.questionTwice',
  'A play time is listed twice': 'leagues.form.error.playTimeTwice',
};

const BOUND = /^At (least|most) (.+)$/;

/** The translation of a league form error, or null when the text is not one the domain or league schemas write. */
export function leagueErrorDescriptor(message: string): FieldErrorDescriptor | null {
  const id = MESSAGE_IDS[message];
  if (id) return { id };
  const bound = BOUND.exec(message);
  // Texts every form shows (e.g. 'Must not be negative') are translated once, in the shared table.
  if (!bound) return fieldErrorDescriptor(message, undefined);
  return { id: bound[1] === 'least' ? 'leagues.form.error.atLeast' : 'leagues.form.error.atMost', values: { value: bound[2] ?? '' } };
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
