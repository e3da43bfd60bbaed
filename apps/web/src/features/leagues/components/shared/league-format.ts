import { formatDay } from '@matchday/domain';
import { formatClock } from '../../../../lib/date-time-format';

/** A season's first and last day: "09-07-2026 – 11-23-2026". */
export const formatDayRange = (from: string, to: string): string => `${formatDay(from)} – ${formatDay(to)}`;

/** A wall-clock HH:MM in the reader's convention ("7:00 PM", "19:00"): the app's one clock format. */
export const formatPlayTime = formatClock;
