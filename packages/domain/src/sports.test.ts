import { describe, expect, it } from 'vitest';
import { DEFAULT_SPORT, PLAYING_AREA_NAMES, SPORTS, locationAreaName, playingAreaName, sharedAreaName } from './sports.js';

// Spec §9, table "Playing area name by sport", row by row.
const SPEC_TABLE: Record<string, string[]> = {
  Court: [
    'paddle ball',
    'handball',
    'racquetball',
    'shuffleboard',
    'croquet',
    'badminton',
    'dodgeball',
    'tennis',
    'basketball',
    'bocce',
    'pickleball',
    'volleyball',
    'default',
  ],
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

describe('locationAreaName', () => {
  it('names a location’s areas by its own sport: a soccer club’s gym has courts', () => {
    expect(locationAreaName('soccer', 'basketball')).toBe('Court');
    expect(locationAreaName('volleyball', 'curling')).toBe('Sheet');
  });

  it('names them by the club’s sport when the location has none', () => {
    expect(locationAreaName('soccer', null)).toBe('Field');
    expect(locationAreaName('soccer', undefined)).toBe('Field');
    expect(locationAreaName('default', null)).toBe('Court');
  });
});

describe('sharedAreaName', () => {
  it('is the word all the areas share, or null when they mix words or there are none', () => {
    expect(sharedAreaName(['Field', 'Field'])).toBe('Field');
    expect(sharedAreaName(['Field', 'Court'])).toBeNull();
    expect(sharedAreaName([])).toBeNull();
  });
});

describe('PLAYING_AREA_NAMES', () => {
  it('lists the table’s names in table order', () => {
    expect(PLAYING_AREA_NAMES).toEqual(Object.keys(SPEC_TABLE));
  });
});
