import { formatDate } from '@matchday/domain';
import type { IntlShape } from 'react-intl';

/** An instant as the club sees it: its date MM-DD-YYYY (spec §9) and its time, both in the club's timezone. */
export const formatDateTime = (intl: IntlShape, instant: string, timezone: string): string =>
  `${formatDate(instant, timezone)} ${intl.formatTime(instant, { timeZone: timezone, hour: 'numeric', minute: '2-digit' })}`;
