import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { formatClock, formatDateTime, formatInstantTime, formatWordyDateTime } from './date-time-format';

// Only formatting is tested: no messages are needed.
const intlOf = (locale: string) => createIntl({ locale });

describe('date-time-format: one clock per locale, for wall-clock times and instants alike', () => {
  it.each([
    ['en', '7:05 PM', '9:00 AM', '11-03-2026 7:05 PM'],
    ['fr', '19:05', '9:00', '11-03-2026 19:05'],
    ['ro', '19:05', '9:00', '11-03-2026 19:05'],
    ['zh', '19:05', '9:00', '11-03-2026 19:05'],
  ])('%s: a game at 19:05 reads %s, 09:00 reads %s; a ledger entry then reads %s', (locale, evening, morning, dateTime) => {
    const intl = intlOf(locale);
    expect(formatClock(intl, '19:05')).toBe(evening);
    expect(formatClock(intl, '09:00')).toBe(morning);
    // 19:05 in New York on November 3rd, 2026 (EST).
    expect(formatInstantTime(intl, '2026-11-04T00:05:00Z', 'America/New_York')).toBe(evening);
    expect(formatDateTime(intl, '2026-11-04T00:05:00Z', 'America/New_York')).toBe(dateTime);
  });

  it.each([
    ['en', 'Nov 3, 2026, 7:05 PM'],
    ['fr', '3 nov. 2026, 19:05'],
    ['ro', '3 nov. 2026, 19:05'],
    ['zh', '2026年11月3日 19:05'],
  ])('%s: a date in words keeps the same clock: %s', (locale, text) => {
    expect(formatWordyDateTime(intlOf(locale), '2026-11-04T00:05:00Z', 'America/New_York')).toBe(text);
  });
});
