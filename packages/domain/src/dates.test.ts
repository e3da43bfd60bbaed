import { describe, expect, it } from 'vitest';
import { addDays, dateInTimezone, daysBetween } from './dates.js';

describe('dates', () => {
  it("gives the club's today across the date line", () => {
    const instant = new Date('2026-03-02T03:30:00Z');
    expect(dateInTimezone(instant, 'America/New_York')).toBe('2026-03-01');
    expect(dateInTimezone(instant, 'Europe/London')).toBe('2026-03-02');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts whole days, DST changes included', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2);
  });
});
