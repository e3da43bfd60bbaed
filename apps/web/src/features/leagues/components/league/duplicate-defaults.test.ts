import { LeagueDuplicateInputSchema } from '@matchday/domain';
import { describe, expect, it } from 'vitest';
import { sampleLeague } from '../../test-data/sample-league';
import { duplicateDefaults, nextSeasonLabel } from './duplicate-defaults';

describe('nextSeasonLabel', () => {
  it('moves every year in a label on by one', () => {
    expect(nextSeasonLabel('Fall 2026')).toBe('Fall 2027');
    expect(nextSeasonLabel('Winter 2026-27')).toBe('Winter 2027-28');
    expect(nextSeasonLabel('Winter 2099/00 and 2026')).toBe('Winter 2100/01 and 2027');
    expect(nextSeasonLabel('Summer league')).toBe('Summer league');
    expect(nextSeasonLabel('Court 12345')).toBe('Court 12345');
  });
});

describe('duplicateDefaults', () => {
  it('suggests next year on the same weekdays, without the teams', () => {
    const league = sampleLeague({ name: 'Fall 2026 Coed', season: 'Fall 2026' });
    const defaults = duplicateDefaults(league);
    expect(defaults).toEqual({
      name: 'Fall 2027 Coed',
      season: 'Fall 2027',
      season_start: '2027-09-06',
      season_end: '2027-11-22',
      registration_opens_on: '2027-06-30',
      registration_closes_on: '2027-08-30',
      include_teams: false,
    });
    expect(new Date(`${defaults.season_start}T00:00:00Z`).getUTCDay()).toBe(new Date(`${league.season_start}T00:00:00Z`).getUTCDay());
    expect(LeagueDuplicateInputSchema.safeParse(defaults).success).toBe(true);
  });
});
