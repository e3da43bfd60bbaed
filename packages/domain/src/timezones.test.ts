import { describe, expect, it } from 'vitest';
import { TIMEZONE_ABBREVIATIONS, UNKNOWN_TIMEZONE, isValidTimezone, timezoneAbbreviation, timezoneChipLabel, timezoneOptions } from './timezones.js';

// Spec §9, the ten abbreviations.
const SPEC_ROWS = [
  ['America/New_York', 'EDT'],
  ['America/Chicago', 'CDT'],
  ['America/Phoenix', 'MST'],
  ['America/Denver', 'MDT'],
  ['America/Los_Angeles', 'PDT'],
  ['America/Anchorage', 'AKDT'],
  ['America/Adak', 'HST'],
  ['Pacific/Honolulu', 'HDT'],
  ['Europe/London', 'BST'],
  ['GMT', 'GMT'],
] as const;

describe('timezoneAbbreviation (spec §9)', () => {
  it.each(SPEC_ROWS)('%s → %s', (timezone, abbreviation) => {
    expect(timezoneAbbreviation(timezone)).toBe(abbreviation);
  });

  it('knows exactly the ten zones of the spec', () => {
    expect(Object.entries(TIMEZONE_ABBREVIATIONS)).toEqual(SPEC_ROWS.map(([zone, abbreviation]) => [zone, abbreviation]));
  });

  it("shows 'unknown TZ' for any other zone, an empty value or none", () => {
    expect(UNKNOWN_TIMEZONE).toBe('unknown TZ');
    expect(timezoneAbbreviation('Europe/Paris')).toBe('unknown TZ');
    expect(timezoneAbbreviation('america/new_york')).toBe('unknown TZ');
    expect(timezoneAbbreviation('toString')).toBe('unknown TZ');
    expect(timezoneAbbreviation('')).toBe('unknown TZ');
    expect(timezoneAbbreviation(null)).toBe('unknown TZ');
    expect(timezoneAbbreviation(undefined)).toBe('unknown TZ');
  });
});

describe('timezoneChipLabel', () => {
  it("reads 'Timezone: ' plus the abbreviation", () => {
    expect(timezoneChipLabel('America/New_York')).toBe('Timezone: EDT');
    expect(timezoneChipLabel('Europe/London')).toBe('Timezone: BST');
    expect(timezoneChipLabel('Asia/Tokyo')).toBe('Timezone: unknown TZ');
    expect(timezoneChipLabel(null)).toBe('Timezone: unknown TZ');
  });
});

describe('isValidTimezone', () => {
  it('accepts IANA zones the runtime knows and refuses others', () => {
    expect(isValidTimezone('America/Chicago')).toBe(true);
    expect(isValidTimezone('Asia/Tokyo')).toBe(true);
    expect(isValidTimezone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimezone('not a zone')).toBe(false);
  });
});

describe('timezoneOptions', () => {
  const options = timezoneOptions();

  it('starts with the ten spec zones in spec order, with their abbreviations', () => {
    expect(options.slice(0, 10)).toEqual(SPEC_ROWS.map(([value, abbreviation]) => ({ value, abbreviation })));
  });

  it('then lists every other runtime zone once, alphabetically, as unknown TZ', () => {
    const rest = options.slice(10);
    expect(rest.length).toBeGreaterThan(300);
    expect(rest.map((option) => option.value)).toEqual([...rest.map((option) => option.value)].sort());
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    expect(rest.find((option) => option.value === 'Asia/Tokyo')).toEqual({ value: 'Asia/Tokyo', abbreviation: 'unknown TZ' });
  });
});
