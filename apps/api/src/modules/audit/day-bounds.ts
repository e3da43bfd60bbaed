import { dateInTimezone, offsetAt } from '@matchday/domain';

/**
 * The first instant of a calendar day (YYYY-MM-DD) in a timezone. The offset is taken twice because it
 * may change between UTC midnight and local midnight (a DST night).
 */
export function startOfDay(date: string, timezone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const first = midnightUtc - offsetAt(midnightUtc, timezone);
  const second = midnightUtc - offsetAt(first, timezone);
  // Where DST skips midnight itself, `second` lands on the evening before; the day then starts at `first`.
  return new Date(dateInTimezone(new Date(second), timezone) === date ? second : first);
}
