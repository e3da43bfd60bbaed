import { WEEKDAYS, type Weekday } from '../schemas/leagues.js';
import { TIMEZONE_ABBREVIATIONS, timezoneAbbreviation } from '../timezones.js';

const wallClock = new Map<string, Intl.DateTimeFormat>();
const wallClockOf = (timezone: string): Intl.DateTimeFormat => {
  let format = wallClock.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClock.set(timezone, format);
  }
  return format;
};

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallPartsAt(instant: number, timezone: string): WallParts {
  const parts: Record<string, number> = {};
  for (const part of wallClockOf(timezone).formatToParts(new Date(instant))) parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** How far a timezone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function offsetAt(instant: number, timezone: string): number {
  const parts = wallPartsAt(instant, timezone);
  const wallAsUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The date (YYYY-MM-DD) and time (HH:MM) an instant shows on a timezone's wall clock. */
export function zonedDateTime(instant: Date | string | number, timezone: string): { date: string; time: string } {
  const parts = wallPartsAt(new Date(instant).getTime(), timezone);
  return { date: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`, time: `${pad(parts.hour)}:${pad(parts.minute)}` };
}

/**
 * The instant a wall-clock date and time (YYYY-MM-DD, HH:MM) names in a timezone, correct on both sides
 * of a daylight-saving change. The offset is taken twice because it may differ between the UTC reading
 * and the local one. A time the clocks skip (02:30 on a spring-forward night) becomes the instant just
 * after the gap; a time that occurs twice (01:30 on a fall-back night) is its first occurrence.
 */
export function zonedInstant(date: string, time: string, timezone: string): Date {
  const wallAsUtc = Date.parse(`${date}T${time}:00Z`);
  const first = wallAsUtc - offsetAt(wallAsUtc, timezone);
  const second = wallAsUtc - offsetAt(first, timezone);
  const candidates = [Math.min(first, second), Math.max(first, second)];
  const exact = candidates.find((candidate) => {
    const shown = zonedDateTime(candidate, timezone);
    return shown.date === date && shown.time === time;
  });
  return new Date(exact ?? Math.max(first, second));
}

/** The weekday of a calendar date (YYYY-MM-DD). */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/**
 * The zone's short name at that instant ("EDT" in July, "EST" in December), for showing a game's time
 * where it is played: the spec's zones by their table (London BST/GMT, not the runtime's "GMT+1"),
 * any other zone by the runtime's short name ("GMT+1" for Paris).
 */
export function zoneNameAt(instant: Date | string, timezone: string): string {
  if (Object.hasOwn(TIMEZONE_ABBREVIATIONS, timezone)) return timezoneAbbreviation(timezone, new Date(instant));
  const part = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'short' })
    .formatToParts(new Date(instant))
    .find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? timezone;
}
