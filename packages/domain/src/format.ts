import { DEFAULT_DATE_FORMAT } from './constants.js';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money is integer cents; shown as US dollars (spec §9). */
export function formatMoney(cents: number): string {
  return USD.format(cents / 100);
}

/** One formatter per timezone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatIn(timezone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timezone);
  if (!format) {
    // An unknown timezone throws here, before anything is kept.
    format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timezone, format);
  }
  return format;
}

/**
 * A UTC instant as a calendar date in a timezone, in the given pattern built from MM, DD and YYYY
 * (default MM-DD-YYYY, spec §9).
 */
export function formatDate(instant: Date | string, timezone: string, pattern: string = DEFAULT_DATE_FORMAT): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = dayFormatIn(timezone)
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return pattern
    .replace('YYYY', parts.year ?? '')
    .replace('MM', parts.month ?? '')
    .replace('DD', parts.day ?? '');
}

/**
 * A calendar day (YYYY-MM-DD: a season or registration day, already the club's) in the given pattern
 * (default MM-DD-YYYY). Rearranges the text rather than reading it as an instant, so no timezone can
 * move it to the day before.
 */
export function formatDay(day: string, pattern: string = DEFAULT_DATE_FORMAT): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return pattern.replace('YYYY', year).replace('MM', month).replace('DD', date);
}
