import { formatDate } from '@matchday/domain';

/** A calendar day (YYYY-MM-DD, already in the club's timezone) as MM-DD-YYYY; read at UTC midnight so no timezone moves it. */
export const formatDay = (day: string): string => formatDate(`${day}T00:00:00Z`, 'UTC');
