import { describe, expect, it } from 'vitest';
import { startOfDay } from './day-bounds.js';

describe('startOfDay', () => {
  it('is local midnight as a UTC instant', () => {
    expect(startOfDay('2026-03-01', 'America/New_York').toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(startOfDay('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfDay('2026-07-01', 'Europe/London').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(startOfDay('2026-07-01', 'Asia/Tokyo').toISOString()).toBe('2026-06-30T15:00:00.000Z');
    expect(startOfDay('2026-07-01', 'Asia/Kolkata').toISOString()).toBe('2026-06-30T18:30:00.000Z');
    expect(startOfDay('2026-07-01', 'UTC').toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });

  it('follows DST changes on the day itself and the day after', () => {
    // US DST starts 2026-03-08 at 02:00: that day still starts at EST midnight, the next at EDT midnight.
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDay('2026-11-01', 'America/Los_Angeles').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(startOfDay('2026-11-02', 'America/Los_Angeles').toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });

  it('starts at the first hour that exists when DST skips midnight', () => {
    // Chile moved clocks from 00:00 to 01:00 on 2024-09-08.
    expect(startOfDay('2024-09-08', 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
  });
});
