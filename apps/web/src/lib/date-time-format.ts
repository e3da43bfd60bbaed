import { formatDate } from '@matchday/domain';
import type { IntlShape } from 'react-intl';

/**
 * The one way the admin app writes a time of day: the reader's locale's own clock (en "7:00 PM"; fr, ro and zh
 * "19:00"), whether the time is a wall-clock HH:MM (a game's start) or an instant in a timezone (a ledger entry).
 */
const CLOCK = { hour: 'numeric', minute: '2-digit' } as const;

/** A wall-clock "HH:MM" (a game's start, a league's play time) in the reader's convention. */
export function formatClock(intl: IntlShape, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return intl.formatTime(Date.UTC(1970, 0, 1, hours, minutes), { ...CLOCK, timeZone: 'UTC' });
}

/** An instant's time of day in a timezone (the club's), in the reader's convention. */
export const formatInstantTime = (intl: IntlShape, instant: string | number | Date, timezone: string): string =>
  intl.formatTime(instant, { ...CLOCK, timeZone: timezone });

/** An instant as the club sees it: its date MM-DD-YYYY (spec §9) and its time, both in the club's timezone. */
export const formatDateTime = (intl: IntlShape, instant: string, timezone: string): string =>
  `${formatDate(instant, timezone)} ${formatInstantTime(intl, instant, timezone)}`;

/** An instant with its date in words ('Sep 20, 2026, 3:00 PM'; fr '20 sept. 2026, 15:00'), in a timezone: the same clock. */
export const formatWordyDateTime = (intl: IntlShape, instant: string | number | Date, timezone: string, dateStyle: 'medium' | 'long' = 'medium'): string =>
  intl.formatDate(new Date(instant), { timeZone: timezone, dateStyle, timeStyle: 'short' });
