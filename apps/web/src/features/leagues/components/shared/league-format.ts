import { formatDay } from '@matchday/domain';
import type { IntlShape } from 'react-intl';

/** A season's first and last day: "09-07-2026 – 11-23-2026". */
export const formatDayRange = (from: string, to: string): string => `${formatDay(from)} – ${formatDay(to)}`;

/** A wall-clock HH:MM in the reader's convention ("7:00 PM", "19:00"). */
export function formatPlayTime(intl: IntlShape, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return intl.formatTime(Date.UTC(1970, 0, 1, hours, minutes), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
}
