import type { MessageId } from '../../../i18n/messages';

/** The profile popup's greeting for the hour of the day (0–23, local time). */
export function greetingId(hour: number): MessageId {
  if (hour < 12) return 'layout.greeting_morning';
  if (hour < 18) return 'layout.greeting_afternoon';
  return 'layout.greeting_evening';
}
