import { describe, expect, it } from 'vitest';
import { weekdayOf, zonedDateTime, zonedInstant, zoneNameAt } from './zoned-time.js';

describe('zonedInstant and zonedDateTime', () => {
  it('keeps a weekly 19:00 game at 19:00 on both sides of the fall-back change', () => {
    // US daylight saving ends on Sunday 1 November 2026.
    expect(zonedInstant('2026-10-27', '19:00', 'America/New_York').toISOString()).toBe('2026-10-27T23:00:00.000Z');
    expect(zonedInstant('2026-11-03', '19:00', 'America/New_York').toISOString()).toBe('2026-11-04T00:00:00.000Z');
    expect(zonedDateTime('2026-11-04T00:00:00.000Z', 'America/New_York')).toEqual({ date: '2026-11-03', time: '19:00' });
  });

  it('reads an instant on the wall clock of another zone', () => {
    expect(zonedDateTime('2026-07-01T18:30:00Z', 'Europe/London')).toEqual({ date: '2026-07-01', time: '19:30' });
    expect(zonedDateTime('2026-07-01T03:30:00Z', 'America/Los_Angeles')).toEqual({ date: '2026-06-30', time: '20:30' });
  });

  it('takes the first occurrence of a repeated hour and the instant after a skipped one', () => {
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedDateTime(zonedInstant('2026-03-08', '02:30', 'America/New_York'), 'America/New_York').time).toBe('03:30');
  });

  it('round-trips every quarter hour of a day in UTC', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(zonedDateTime(zonedInstant('2026-05-05', time, 'UTC'), 'UTC')).toEqual({ date: '2026-05-05', time });
    }
  });

  it('names weekdays Monday first', () => {
    expect(weekdayOf('2026-11-24')).toBe('tue');
    expect(weekdayOf('2026-11-29')).toBe('sun');
    expect(weekdayOf('2026-11-23')).toBe('mon');
  });
});

describe('zoneNameAt', () => {
  it('names the zone as it is on that day, either side of a change', () => {
    expect(zoneNameAt('2026-10-27T23:00:00Z', 'America/New_York')).toBe('EDT');
    expect(zoneNameAt('2026-11-04T00:00:00Z', 'America/New_York')).toBe('EST');
  });

  it("names the spec's zones by their table, other zones by the runtime's short name", () => {
    expect(zoneNameAt('2026-07-01T18:00:00Z', 'Europe/London')).toBe('BST');
    expect(zoneNameAt('2026-11-24T18:00:00Z', 'Europe/London')).toBe('GMT');
    expect(zoneNameAt('2026-07-01T18:00:00Z', 'America/Adak')).toBe('HDT');
    expect(zoneNameAt('2026-07-01T18:00:00Z', 'Pacific/Honolulu')).toBe('HST');
    expect(zoneNameAt('2026-07-01T18:00:00Z', 'GMT')).toBe('GMT');
    expect(zoneNameAt('2026-07-01T18:00:00Z', 'Europe/Paris')).toBe('GMT+2');
  });
});
