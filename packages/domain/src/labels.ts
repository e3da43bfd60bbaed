/** Label tables of spec §4, value → label, word for word. */
export const PAYMENT_MODE_LABELS = {
  captains_pay: 'Captains Responsible for Payment',
  players_pay: 'Players Responsible for Payment',
  confirmed: 'Confirmed',
  full_player_fee_from_player: 'Full Fees from Players',
  full_player_fee_from_captain: 'Full Fees from Captain',
} as const;

export const REGISTRATION_TYPE_LABELS = {
  teams_only: 'Teams Only',
  teams_and_individuals: 'Teams & Individuals',
} as const;

export const OTHER_LABELS = {
  payment_info: 'Payment Information',
  free: 'Free League',
} as const;

export const QUESTION_TYPE_LABELS = {
  mcq: 'Multiple Choice',
  text: 'Text Field',
  textarea: 'Text Area',
} as const;

export const BRACKET_TYPE_LABELS = {
  'single-elimination': 'Single Elimination',
  'double-elimination': 'Double Elimination',
} as const;

export type PaymentMode = keyof typeof PAYMENT_MODE_LABELS;
export type RegistrationType = keyof typeof REGISTRATION_TYPE_LABELS;
export type QuestionType = keyof typeof QUESTION_TYPE_LABELS;
export type BracketType = keyof typeof BRACKET_TYPE_LABELS;

export interface LabelOption<V extends string = string> {
  value: V;
  label: string;
}

/** Turns a label table into the ordered option list that selects and the forms-options call use. */
export function toOptions<T extends Record<string, string>>(table: T): LabelOption<Extract<keyof T, string>>[] {
  return Object.entries(table).map(([value, label]) => ({ value: value as Extract<keyof T, string>, label }));
}

/** The label of a value, or the value itself when the table does not know it. */
export function labelOf<T extends Record<string, string>>(table: T, value: string): string {
  return Object.hasOwn(table, value) ? (table[value as keyof T] as string) : value;
}
