import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  BRACKET_TYPE_LABELS,
  GENDER_LABELS,
  LEAGUE_STATUS_LABELS,
  OTHER_LABELS,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  QUESTION_TYPE_LABELS,
  REGISTRATION_TYPE_LABELS,
  WEEKDAYS,
} from '@matchday/domain';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en';
import { labelId, type LabelKind } from './use-labels';

const tables: [LabelKind, Record<string, string>][] = [
  // A league's payment modes: the spec's payment-mode table and its Other table's 'free'.
  ['payment_mode', { ...PAYMENT_MODE_LABELS, free: OTHER_LABELS.free }],
  ['registration_type', REGISTRATION_TYPE_LABELS],
  ['question_type', QUESTION_TYPE_LABELS],
  ['bracket_type', BRACKET_TYPE_LABELS],
  ['league_status', LEAGUE_STATUS_LABELS],
  ['payment_status', PAYMENT_STATUS_LABELS],
  ['gender', GENDER_LABELS],
];

describe('label translations', () => {
  it.each(tables)('English %s labels are the domain tables word for word (spec §4)', (kind, table) => {
    for (const [value, label] of Object.entries(table)) expect(en[labelId(kind, value)]).toBe(label);
  });

  it('every weekday, audit action and audit entity has a label', () => {
    for (const value of WEEKDAYS) expect(en[labelId('weekday', value)]).toBeTruthy();
    for (const value of AUDIT_ACTIONS) expect(en[labelId('audit_action', value)]).toBeTruthy();
    for (const value of AUDIT_ENTITIES) expect(en[labelId('audit_entity', value)]).toBeTruthy();
  });
});
