import { describe, expect, it } from 'vitest';
import { DEFAULT_SPORT, SPORTS, playingAreaName } from './sports.js';

// Spec §9, table "Playing area name by sport", row by row.
const SPEC_TABLE: Record<string, string[]> = {
  Court: ['paddle ball', 'handball', 'racquetball', 'shuffleboard', 'croquet', 'badminton', 'dodgeball', 'tennis', 'basketball', 'bocce', 'pickleball', 'volleyball', 'default'],
  Rink: ['inline hockey', 'hockey'],
  Table: ['billiards', 'table tennis'],
  Course: ['disc golf', 'mini golf', 'golf'],
  Field: ['ultimate frisbee', 'cricket', 'rugby', 'baseball', 'field hockey', 'football', 'lacrosse', 'soccer', 'softball', 'kickball'],
  Board: ['cornhole'],
  Lane: ['axe throwing', 'bowling'],
  Station: ['tailgate games'],
  Sheet: ['curling'],
};
const ROWS = Object.entries(SPEC_TABLE).flatMap(([area, sports]) => sports.map((sport) => [sport, area] as const));

describe('playingAreaName (spec §9)', () => {
  it.each(ROWS)('%s → %s', (sport, area) => {
    expect(playingAreaName(sport)).toBe(area);
  });

  it('ignores case and surrounding spaces', () => {
    expect(playingAreaName('  Table Tennis ')).toBe('Table');
    expect(playingAreaName('ICE HOCKEY')).toBe('Court');
    expect(playingAreaName('INLINE HOCKEY')).toBe('Rink');
    expect(playingAreaName('\tCurling\n')).toBe('Sheet');
  });

  it('falls back to Court for an unknown, empty or missing sport', () => {
    expect(playingAreaName('quidditch')).toBe('Court');
    expect(playingAreaName('')).toBe('Court');
    expect(playingAreaName(null)).toBe('Court');
    expect(playingAreaName(undefined)).toBe('Court');
  });

  it('does not match on part of a name', () => {
    expect(playingAreaName('field')).toBe('Court');
    expect(playingAreaName('hockey league')).toBe('Court');
  });
});

describe('SPORTS', () => {
  it('lists every sport of the table in table order, without default', () => {
    expect(SPORTS).toEqual(ROWS.map(([sport]) => sport).filter((sport) => sport !== 'default'));
    expect(SPORTS).toHaveLength(34);
    expect(DEFAULT_SPORT).toBe('default');
  });
});
