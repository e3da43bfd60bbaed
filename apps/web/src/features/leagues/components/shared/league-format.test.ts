import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDayRange, formatPlayTime } from './league-format';

describe('league formats', () => {
  it('shows a season as two MM-DD-YYYY days whatever the reader’s timezone', () => {
    expect(formatDayRange('2026-09-07', '2026-11-23')).toBe('09-07-2026 – 11-23-2026');
  });

  it('shows play times in the reader’s convention', () => {
    expect(formatPlayTime(createIntl({ locale: 'en' }), '19:05')).toBe('7:05 PM');
    expect(formatPlayTime(createIntl({ locale: 'fr' }), '19:05')).toBe('19:05');
    expect(formatPlayTime(createIntl({ locale: 'en' }), '00:30')).toBe('12:30 AM');
  });
});
