import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** The label kinds the 'labels' namespace translates. */
export type LabelKind =
  | 'payment_mode'
  | 'registration_type'
  | 'question_type'
  | 'bracket_type'
  | 'league_status'
  | 'payment_status'
  | 'gender'
  | 'weekday'
  | 'audit_action'
  | 'audit_entity';

export const labelId = (kind: LabelKind, value: string) => `labels.${kind}.${value}` as MessageId;

/** A stored value's label in the language of `intl`; an unknown value shows as itself. */
export function labelText(intl: IntlShape, kind: LabelKind, value: string): string {
  const id = labelId(kind, value);
  return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : value;
}

/** Translates a stored value (a payment mode, a status…) into its label; an unknown value shows as itself. */
export function useLabels() {
  const intl = useIntl();
  return useCallback((kind: LabelKind, value: string) => labelText(intl, kind, value), [intl]);
}
