import { z } from 'zod';
import { fieldMessage } from '../validation-messages.js';

/** PostgreSQL refuses text with a NUL character (and no form can type one): every string of every input refuses it. */
export const NUL_MESSAGE = fieldMessage('noNul');

/** True when the text has no NUL character. The check every input string carries (the contract tests look for it). */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/**
 * A lone UTF-16 surrogate (half of an emoji, or `"\ud800"` in JSON) is not a character: UTF-8 cannot
 * encode it, so a text column would get U+FFFD in its place and a jsonb column refuses the whole row.
 */
export const UNICODE_MESSAGE = fieldMessage('unicode');
const LONE_SURROGATE = /\p{Cs}/u;
/** True when every UTF-16 surrogate of the text is half of a pair. */
export const isWellFormedText = (value: string): boolean => !LONE_SURROGATE.test(value);

/** A string that refuses NUL characters and broken Unicode: the start of every string of an input (body, query, path). */
export const text = () =>
  z.string().refine(hasNoNul, { message: NUL_MESSAGE, abort: true }).refine(isWellFormedText, { message: UNICODE_MESSAGE, abort: true });

/** Free text that may be left empty: trimmed, and '' becomes null. */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** Text a form must fill in. */
export const requiredText = (max: number) =>
  text()
    .trim()
    .min(1, { message: fieldMessage('required') })
    .max(max);

/**
 * The dates the API takes: days from 1900 to 2199. Wider years are no one's season or birthday, and
 * date arithmetic near year 0 or 9999 leaves the range JavaScript and PostgreSQL dates share.
 */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2199-12-31';
export const DATE_RANGE_MESSAGE = fieldMessage('dateRange', { min: MIN_DATE, max: MAX_DATE });

/** Whether the YYYY-MM-DD day of a date or an ISO date-time is within MIN_DATE..MAX_DATE (other shapes are the format check's to refuse). */
const withinDateRange = (value: string): boolean => !/^\d{4}-\d\d-\d\d/.test(value) || (value.slice(0, 10) >= MIN_DATE && value.slice(0, 10) <= MAX_DATE);

/** A calendar date as YYYY-MM-DD (season and registration dates are days in the club's timezone), 1900-01-01 to 2199-12-31. */
export const DateOnlySchema = z.iso
  .date({ message: fieldMessage('date') })
  .refine(hasNoNul, { message: NUL_MESSAGE, abort: true })
  .refine(withinDateRange, { message: DATE_RANGE_MESSAGE });

/** An instant as an ISO 8601 date-time with Z or an offset (as toISOString writes it), within the same years as dates. */
export const InstantSchema = z.iso
  .datetime({ offset: true, message: fieldMessage('dateTime') })
  .refine(hasNoNul, { message: NUL_MESSAGE, abort: true })
  .refine(withinDateRange, { message: DATE_RANGE_MESSAGE });

/** A wall-clock time as HH:MM, 24-hour. */
export const TimeOfDaySchema = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, fieldMessage('time'));

/** Money is stored as integer cents; at most $100,000. */
export const CentsSchema = z
  .number()
  .int({ message: fieldMessage('wholeCents') })
  .min(0, { message: fieldMessage('notNegative') })
  .max(10_000_000);

/** The largest value of a PostgreSQL integer column: no input number may go past it. */
export const MAX_INT4 = 2_147_483_647;

/**
 * The version of a record an admin edits in a form: every write to the row adds one, and a save carries
 * the version its form was opened on, so a save over someone else's newer change is refused (409
 * stale_version) instead of silently reverting it.
 */
export const RowVersionSchema = z.number().int().min(1).max(MAX_INT4);
/** The field an update body carries: required, since a save that left it out could not be told from a stale one. */
export const rowVersionField = { row_version: RowVersionSchema };

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Far past any club's last page, and small enough that (page - 1) × page size stays a safe OFFSET. */
export const MAX_PAGE = 100_000;

/** Query of every paginated list: 1-based page, page size, free-text search, sort and order. */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  q: text().trim().max(200).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** Every list answer: the page of items and the total across all pages. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export const ArchivedFilterSchema = z.enum(['active', 'archived', 'all']).default('active');

/** A record's id in a URL path: any text without NUL (a malformed id is simply not found), at most 64 characters. */
export const PathIdSchema = text().max(64);
