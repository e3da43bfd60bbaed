import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatMoney } from './format.js';

describe('formatMoney (spec §9: US dollars from integer cents)', () => {
  it('formats cents as dollars with grouping and two decimals', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(100000000)).toBe('$1,000,000.00');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it('formats zero and negative amounts', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-2550)).toBe('-$25.50');
  });
});

describe('formatDate (spec §9: MM-DD-YYYY, club timezone)', () => {
  // 03:30 UTC on 2 March is still 1 March in New York and Los Angeles.
  const instant = '2026-03-02T03:30:00.000Z';

  it('shows the calendar date in the club timezone, crossing midnight', () => {
    expect(formatDate(instant, 'America/New_York')).toBe('03-01-2026');
    expect(formatDate(instant, 'America/Los_Angeles')).toBe('03-01-2026');
    expect(formatDate(instant, 'Europe/London')).toBe('03-02-2026');
    expect(formatDate(instant, 'Asia/Tokyo')).toBe('03-02-2026');
  });

  it('accepts a Date as well as an ISO string', () => {
    expect(formatDate(new Date('2026-12-31T23:30:00Z'), 'Pacific/Auckland')).toBe('01-01-2027');
  });

  it('follows another pattern when given one', () => {
    expect(formatDate(instant, 'America/Chicago', 'YYYY-MM-DD')).toBe('2026-03-01');
    expect(formatDate(instant, 'Europe/London', 'DD/MM/YYYY')).toBe('02/03/2026');
  });
});

describe('formatDay (spec §9: a calendar day as MM-DD-YYYY)', () => {
  it('rearranges YYYY-MM-DD without reading it in any timezone', () => {
    expect(formatDay('2026-03-01')).toBe('03-01-2026');
    expect(formatDay('2026-12-31')).toBe('12-31-2026');
    expect(formatDay('2026-01-01')).toBe('01-01-2026');
  });

  it('follows another pattern', () => {
    expect(formatDay('2026-09-07', 'YYYY/MM/DD')).toBe('2026/09/07');
  });
});
