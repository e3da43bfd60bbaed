import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, formatPlayTime } from './league-format';

describe('league formats', () => {
  it('shows calendar dates as MM-DD-YYYY whatever the reader’s timezone', () => {
    expect(formatDay('2026-09-07')).toBe('09-07-2026');
    expect(formatDay('2026-01-01')).toBe('01-01-2026');
    expect(formatDayRange('2026-09-07', '2026-11-23')).toBe('09-07-2026 – 11-23-2026');
  });

  it('shows play times in the reader’s convention', () => {
    expect(formatPlayTime(createIntl({ locale: 'en' }), '19:05')).toBe('7:05 PM');
    expect(formatPlayTime(createIntl({ locale: 'fr' }), '19:05')).toBe('19:05');
    expect(formatPlayTime(createIntl({ locale: 'en' }), '00:30')).toBe('12:30 AM');
  });
});
