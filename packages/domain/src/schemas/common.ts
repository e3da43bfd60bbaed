import { z } from 'zod';

/** Free text that may be left empty: trimmed, and '' becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** Text a form must fill in. */
export const requiredText = (max: number) => z.string().trim().min(1, { message: 'Required' }).max(max);

/** A calendar date as YYYY-MM-DD (season and registration dates are days in the club's timezone). */
export const DateOnlySchema = z.iso.date({ message: 'Must be a date (YYYY-MM-DD)' });

/** A wall-clock time as HH:MM, 24-hour. */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time (HH:MM)');

/** Money is stored as integer cents; at most $100,000. */
export const CentsSchema = z.number().int({ message: 'Must be whole cents' }).min(0, { message: 'Must not be negative' }).max(10_000_000);

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Query of every paginated list: 1-based page, page size, free-text search, sort and order. */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(200).optional(),
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
