import { IdSchema, formatMoney, type AuditAction, type AuditEntity } from '@matchday/domain';
import type { MessageId } from '../../i18n/messages';
import type { ResultWords } from './game-result';

/** Shown for a missing value (null, empty text); an empty list says 'none' instead. */
export const EMPTY_VALUE = '—';

/** What the formatter needs from the user's language. */
export interface ChangeWords extends ResultWords {
  yes: string;
  no: string;
  /** An empty list: 'none'. */
  none: string;
  /** A list of records known only by their ids: how many there are ('2 selected'). */
  selected: (count: number) => string;
  /** A field's name as shown ('Team fee' for team_fee_cents). */
  fieldLabel: (field: string) => string;
  /** The label of a stored value of a field of a kind of record (a league status, a bracket type), or undefined to show it as stored. */
  valueLabel: (field: string, value: string, entity: AuditEntity) => string | undefined;
  /** One of the History's messages in the user's language. */
  say: (id: MessageId, values?: Readonly<Record<string, string | number>>) => string;
  /** An instant (ISO 8601) as a date and time in the club's timezone ('Nov 27, 2026, 1:00 PM EST'). */
  instant: (iso: string) => string;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isId = (value: unknown): boolean => typeof value === 'string' && IdSchema.safeParse(value).success;
// Fields of a nested record that mean nothing to a reader: identifiers, list positions and counters.
const isHiddenKey = (key: string) => key === 'id' || key.endsWith('_id') || key === 'position' || key.endsWith('_count');

type RecordValue = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is RecordValue => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What names a nested record: its name, label or title, or a person's first and last name. */
function recordName(record: RecordValue): string | undefined {
  for (const key of ['name', 'label', 'title']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  const person = [record.first_name, record.last_name].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
  return person || undefined;
}

/** A record that says nothing readable: only ids, positions, counters and unset flags. */
const isOpaqueRecord = (record: RecordValue): boolean =>
  recordName(record) === undefined && Object.entries(record).every(([key, value]) => isHiddenKey(key) || value === null || value === false);

/** A calendar date as the app shows it, MM-DD-YYYY (spec §9); anything else as it is. */
export const formatDateOnly = (value: string): string => {
  const date = DATE_ONLY.exec(value);
  return date ? `${date[2]}-${date[3]}-${date[1]}` : value;
};

/**
 * One value of a changed field of a kind of record as a reader sees it: money in USD, dates MM-DD-YYYY,
 * Yes/No, stored values by their label, lists joined ('none' when empty), records by name.
 */
export function formatAuditValue(field: string, value: unknown, words: ChangeWords, entity: AuditEntity): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return field.endsWith('_cents') ? formatMoney(value) : String(value);
  if (typeof value === 'string') {
    if (DATE_ONLY.test(value)) return formatDateOnly(value);
    if (INSTANT.test(value)) return words.instant(value);
    return words.valueLabel(field, value, entity) ?? value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return words.none;
    // Ids, or records only known by id (a league's question ids), cannot be named here: say how many.
    if (value.every((item) => isId(item) || (isRecord(item) && isOpaqueRecord(item)))) return words.selected(value.length);
    return value.map((item) => formatAuditValue(field, item, words, entity)).join(', ');
  }
  if (isRecord(value)) return formatRecord(value, words, entity);
  return String(value);
}

/**
 * A nested record: an answer as 'Question: answer', a named record by its name and set flags
 * ('Court 2 (Archived)'), any other by its readable values ('Monday 18:00').
 */
function formatRecord(record: RecordValue, words: ChangeWords, entity: AuditEntity): string {
  const name = recordName(record);
  if (name !== undefined && 'value' in record) return `${name}: ${formatAuditValue('value', record.value, words, entity)}`;
  const flags = Object.entries(record)
    .filter(([key, value]) => !isHiddenKey(key) && value === true)
    .map(([key]) => words.fieldLabel(key));
  if (name !== undefined) return flags.length > 0 ? `${name} (${flags.join(', ')})` : name;
  const values = Object.entries(record)
    .filter(([key, value]) => !isHiddenKey(key) && value !== null && value !== undefined && typeof value !== 'object' && typeof value !== 'boolean')
    .map(([key, value]) => formatAuditValue(key, value, words, entity));
  return [...values, ...flags].join(' ') || EMPTY_VALUE;
}

export interface ChangeLine {
  field: string;
  label: string;
  /** Null when the entry has no before (a creation). */
  before: string | null;
  /** Null when the entry has no after (a deletion). */
  after: string | null;
}

export type Changes = Readonly<Record<string, { before?: unknown; after?: unknown }>>;

/** A field that only ever holds one id (team_id, league_id): the record it points to is named elsewhere or not at all. */
const holdsOneId = (change: { before?: unknown; after?: unknown }): boolean =>
  [change.before, change.after].every((value) => value === null || value === undefined || isId(value));

/**
 * The changed fields of an audit entry of a kind of record, readable: an update shows before and after, a
 * creation only the values set, a deletion only the values it had. The record's own id and fields holding
 * a single id are left out.
 */
export function changeLines(action: AuditAction, changes: Changes, words: ChangeWords, entity: AuditEntity): ChangeLine[] {
  return Object.entries(changes)
    .filter(([field, change]) => field !== 'id' && !holdsOneId(change))
    .map(([field, change]) => ({
      field,
      label: words.fieldLabel(field),
      before: action === 'create' ? null : formatAuditValue(field, change.before, words, entity),
      after: action === 'delete' ? null : formatAuditValue(field, change.after, words, entity),
    }));
}

/** A field name for which no translation exists, made readable: 'registration_closes_on' → 'Registration closes on'. */
export function humanizeField(field: string): string {
  const words = field
    .replace(/_cents$/, '')
    .replace(/_ids?$/, '')
    .split('_')
    .filter(Boolean)
    .join(' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}
