import { formatDate } from './format.js';

/** The calendar date (YYYY-MM-DD) of an instant in a timezone: "today" for a club. */
export const dateInTimezone = (instant: Date, timezone: string): string => formatDate(instant, timezone, 'YYYY-MM-DD');

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no timezone involved). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
