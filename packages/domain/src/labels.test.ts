import { describe, expect, it } from 'vitest';
import { BRACKET_TYPE_LABELS, OTHER_LABELS, PAYMENT_MODE_LABELS, QUESTION_TYPE_LABELS, REGISTRATION_TYPE_LABELS, labelOf, toOptions } from './labels.js';

// Spec §4, "Labels for statuses and types", word for word and in the spec's order.
const SPEC_LABELS = {
  payment: [
    ['captains_pay', 'Captains Responsible for Payment'],
    ['players_pay', 'Players Responsible for Payment'],
    ['confirmed', 'Confirmed'],
    ['full_player_fee_from_player', 'Full Fees from Players'],
    ['full_player_fee_from_captain', 'Full Fees from Captain'],
  ],
  registration: [
    ['teams_only', 'Teams Only'],
    ['teams_and_individuals', 'Teams & Individuals'],
  ],
  other: [
    ['payment_info', 'Payment Information'],
    ['free', 'Free League'],
  ],
  question: [
    ['mcq', 'Multiple Choice'],
    ['text', 'Text Field'],
    ['textarea', 'Text Area'],
  ],
  bracket: [
    ['single-elimination', 'Single Elimination'],
    ['double-elimination', 'Double Elimination'],
  ],
} as const;

const asOptions = (rows: readonly (readonly [string, string])[]) => rows.map(([value, label]) => ({ value, label }));

describe('label tables (spec §4)', () => {
  it.each([
    ['payment mode', PAYMENT_MODE_LABELS, SPEC_LABELS.payment],
    ['registration type', REGISTRATION_TYPE_LABELS, SPEC_LABELS.registration],
    ['other', OTHER_LABELS, SPEC_LABELS.other],
    ['question type', QUESTION_TYPE_LABELS, SPEC_LABELS.question],
    ['bracket type', BRACKET_TYPE_LABELS, SPEC_LABELS.bracket],
  ] as const)('%s: toOptions lists every value and label in spec order', (_kind, table, rows) => {
    expect(toOptions(table)).toEqual(asOptions(rows));
  });
});

describe('labelOf', () => {
  it('returns the label of a known value', () => {
    expect(labelOf(PAYMENT_MODE_LABELS, 'full_player_fee_from_captain')).toBe('Full Fees from Captain');
    expect(labelOf(REGISTRATION_TYPE_LABELS, 'teams_and_individuals')).toBe('Teams & Individuals');
    expect(labelOf(BRACKET_TYPE_LABELS, 'double-elimination')).toBe('Double Elimination');
  });

  it('falls back to the value itself when the table does not know it', () => {
    expect(labelOf(QUESTION_TYPE_LABELS, 'checkbox')).toBe('checkbox');
    expect(labelOf(OTHER_LABELS, '')).toBe('');
  });

  it('does not treat inherited object keys as labels', () => {
    expect(labelOf(OTHER_LABELS, 'toString')).toBe('toString');
    expect(labelOf(OTHER_LABELS, 'constructor')).toBe('constructor');
  });
});
