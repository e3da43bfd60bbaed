import { dateInTimezone } from '@matchday/domain';

const wallClock = (timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });

/** How far a timezone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timezone: string): number {
  const parts = Object.fromEntries(
    wallClock(timezone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wallAsUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

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
