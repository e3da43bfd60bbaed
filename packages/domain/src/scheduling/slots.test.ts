import { describe, expect, it } from 'vitest';
import { listFreeSlots } from './slots.js';
import { courtId, planning } from './planning-fixture.test-support.js';

const window = (data = planning()) => ({
  start_date: data.league.season_start,
  end_date: data.league.season_end,
  playing_area_ids: data.courts.map((court) => court.playing_area_id),
});

describe('listFreeSlots', () => {
  it('lists each play day’s start times on each chosen court, by time then court', () => {
    const slots = listFreeSlots(planning(), window(), []);
    expect(slots).toHaveLength(11 * 2 * 2);
    expect(slots.slice(0, 4).map((slot) => `${slot.date} ${slot.time} ${slot.court_name}`)).toEqual([
      '2026-10-06 18:30 Court 1',
      '2026-10-06 18:30 Court 2',
      '2026-10-06 20:00 Court 1',
      '2026-10-06 20:00 Court 2',
    ]);
    expect(new Set(slots.map((slot) => slot.date)).size).toBe(11);
  });

  it('keeps local 18:30 across the fall-back change; the instant moves by an hour', () => {
    const slots = listFreeSlots(planning(), window(), []);
    const before = slots.find((slot) => slot.date === '2026-10-27')!;
    const after = slots.find((slot) => slot.date === '2026-11-03')!;
    expect([before.time, after.time]).toEqual(['18:30', '18:30']);
    expect(before.starts_at).toBe('2026-10-27T22:30:00.000Z');
    expect(after.starts_at).toBe('2026-11-03T23:30:00.000Z');
  });

  it('leaves out club-wide blackouts, a location’s blackouts only there, and taken slots', () => {
    const data = planning({
      blackouts: [
        { date: '2026-10-13', location_id: null },
        { date: '2026-10-20', location_id: '00000000000000000000000000' },
        { date: '2026-10-27', location_id: planning().courts[0]!.location_id },
      ],
    });
    const taken = [{ playing_area_id: courtId(1), starts_at: '2026-11-03T23:30:00Z' }];
    const slots = listFreeSlots(data, window(data), taken);
    const dates = new Set(slots.map((slot) => slot.date));
    expect(dates.has('2026-10-13')).toBe(false);
    expect(dates.has('2026-10-20')).toBe(true);
    expect(dates.has('2026-10-27')).toBe(false);
    expect(slots.filter((slot) => slot.date === '2026-11-03' && slot.time === '18:30').map((slot) => slot.court_name)).toEqual(['Court 1']);
  });

  it('uses only the chosen courts and the dates of the window', () => {
    const slots = listFreeSlots(planning(), { start_date: '2026-10-07', end_date: '2026-10-20', playing_area_ids: [courtId(1)] }, []);
    expect(slots.map((slot) => `${slot.date} ${slot.court_name}`)).toEqual([
      '2026-10-13 Court 2',
      '2026-10-13 Court 2',
      '2026-10-20 Court 2',
      '2026-10-20 Court 2',
    ]);
  });
});
