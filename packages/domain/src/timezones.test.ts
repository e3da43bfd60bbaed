import { describe, expect, it } from 'vitest';
import {
  KNOWN_TIMEZONES,
  TIMEZONE_ABBREVIATIONS,
  UNKNOWN_TIMEZONE,
  isDaylightTime,
  isValidTimezone,
  timezoneAbbreviation,
  timezoneOptions,
} from './timezones.js';

const at = (iso: string) => new Date(iso);
const SUMMER = at('2026-07-01T12:00:00Z');
const WINTER = at('2026-11-24T12:00:00Z');

// Spec §9's ten zones and names; the deliberate deviation adds the standard-time name and shows the one in effect.
const SPEC_ROWS = [
  ['America/New_York', 'EDT', 'EST'],
  ['America/Chicago', 'CDT', 'CST'],
  ['America/Phoenix', 'MST', 'MST'],
  ['America/Denver', 'MDT', 'MST'],
  ['America/Los_Angeles', 'PDT', 'PST'],
  ['America/Anchorage', 'AKDT', 'AKST'],
  ['America/Adak', 'HDT', 'HST'],
  ['Pacific/Honolulu', 'HST', 'HST'],
  ['Europe/London', 'BST', 'GMT'],
  ['GMT', 'GMT', 'GMT'],
] as const;

describe('timezoneAbbreviation: the name in effect on the day', () => {
  it.each(SPEC_ROWS)('%s → %s in July, %s in late November', (timezone, summer, winter) => {
    expect(timezoneAbbreviation(timezone, SUMMER)).toBe(summer);
    expect(timezoneAbbreviation(timezone, WINTER)).toBe(winter);
  });

  it('New York: EDT on 2026-07-01, EST on 2026-11-24', () => {
    expect(timezoneAbbreviation('America/New_York', at('2026-07-01T16:00:00Z'))).toBe('EDT');
    expect(timezoneAbbreviation('America/New_York', at('2026-11-24T16:00:00Z'))).toBe('EST');
  });

  it('London: GMT on 2026-01-15, BST on 2026-06-15', () => {
    expect(timezoneAbbreviation('Europe/London', at('2026-01-15T12:00:00Z'))).toBe('GMT');
    expect(timezoneAbbreviation('Europe/London', at('2026-06-15T12:00:00Z'))).toBe('BST');
  });

  it('Phoenix is MST and Honolulu HST all year', () => {
    for (const day of ['2026-01-15', '2026-03-08', '2026-06-15', '2026-07-01', '2026-11-01', '2026-11-24']) {
      expect(timezoneAbbreviation('America/Phoenix', at(`${day}T12:00:00Z`)), day).toBe('MST');
      expect(timezoneAbbreviation('Pacific/Honolulu', at(`${day}T12:00:00Z`)), day).toBe('HST');
    }
  });

  // US: 2026-03-08 02:00 local standard time becomes 03:00 daylight time; 2026-11-01 02:00 daylight becomes 01:00 standard.
  it.each([
    ['America/New_York', '2026-03-08T06:59:59Z', 'EST', '2026-03-08T07:00:00Z', 'EDT'],
    ['America/Chicago', '2026-03-08T07:59:59Z', 'CST', '2026-03-08T08:00:00Z', 'CDT'],
    ['America/Denver', '2026-03-08T08:59:59Z', 'MST', '2026-03-08T09:00:00Z', 'MDT'],
    ['America/Los_Angeles', '2026-03-08T09:59:59Z', 'PST', '2026-03-08T10:00:00Z', 'PDT'],
    ['America/Anchorage', '2026-03-08T10:59:59Z', 'AKST', '2026-03-08T11:00:00Z', 'AKDT'],
    ['America/Adak', '2026-03-08T11:59:59Z', 'HST', '2026-03-08T12:00:00Z', 'HDT'],
    ['America/New_York', '2026-11-01T05:59:59Z', 'EDT', '2026-11-01T06:00:00Z', 'EST'],
    ['America/Chicago', '2026-11-01T06:59:59Z', 'CDT', '2026-11-01T07:00:00Z', 'CST'],
    ['America/Los_Angeles', '2026-11-01T08:59:59Z', 'PDT', '2026-11-01T09:00:00Z', 'PST'],
    // London: 01:00 UTC on 2026-03-29 and on 2026-10-25.
    ['Europe/London', '2026-03-29T00:59:59Z', 'GMT', '2026-03-29T01:00:00Z', 'BST'],
    ['Europe/London', '2026-10-25T00:59:59Z', 'BST', '2026-10-25T01:00:00Z', 'GMT'],
  ])('%s switches at the change: %s %s, %s %s', (timezone, before, nameBefore, after, nameAfter) => {
    expect(timezoneAbbreviation(timezone, at(before))).toBe(nameBefore);
    expect(timezoneAbbreviation(timezone, at(after))).toBe(nameAfter);
  });

  it('Phoenix and Honolulu do not switch on the US change days', () => {
    for (const instant of ['2026-03-08T06:59:59Z', '2026-03-08T12:00:00Z', '2026-11-01T05:59:59Z', '2026-11-01T12:00:00Z']) {
      expect(timezoneAbbreviation('America/Phoenix', at(instant))).toBe('MST');
      expect(timezoneAbbreviation('Pacific/Honolulu', at(instant))).toBe('HST');
    }
  });

  it("shows the spec's 'unknown TZ' for any other zone, an empty value, none, or an instant that is not a date", () => {
    expect(UNKNOWN_TIMEZONE).toBe('unknown TZ');
    for (const instant of [SUMMER, WINTER]) {
      expect(timezoneAbbreviation('Europe/Paris', instant)).toBe('unknown TZ');
      expect(timezoneAbbreviation('Asia/Tokyo', instant)).toBe('unknown TZ');
      expect(timezoneAbbreviation('Mars/Olympus_Mons', instant)).toBe('unknown TZ');
      expect(timezoneAbbreviation('america/new_york', instant)).toBe('unknown TZ');
      expect(timezoneAbbreviation('toString', instant)).toBe('unknown TZ');
      expect(timezoneAbbreviation('', instant)).toBe('unknown TZ');
      expect(timezoneAbbreviation(null, instant)).toBe('unknown TZ');
      expect(timezoneAbbreviation(undefined, instant)).toBe('unknown TZ');
    }
    expect(timezoneAbbreviation('America/New_York', new Date(Number.NaN))).toBe('unknown TZ');
  });
});

describe('TIMEZONE_ABBREVIATIONS', () => {
  it("keeps the spec's ten zones in the spec's order, each with a standard and a daylight name", () => {
    expect(KNOWN_TIMEZONES).toEqual(SPEC_ROWS.map(([zone]) => zone));
    expect(TIMEZONE_ABBREVIATIONS['America/New_York']).toEqual({ standard: 'EST', daylight: 'EDT' });
    expect(TIMEZONE_ABBREVIATIONS['Europe/London']).toEqual({ standard: 'GMT', daylight: 'BST' });
  });

  it('each zone is known to the runtime', () => {
    for (const zone of KNOWN_TIMEZONES) expect(isValidTimezone(zone), zone).toBe(true);
  });
});

describe('isDaylightTime', () => {
  it('follows the offset, not the date alone', () => {
    expect(isDaylightTime(SUMMER, 'America/New_York')).toBe(true);
    expect(isDaylightTime(WINTER, 'America/New_York')).toBe(false);
    expect(isDaylightTime(SUMMER, 'America/Phoenix')).toBe(false);
    expect(isDaylightTime(SUMMER, 'Europe/London')).toBe(true);
    expect(isDaylightTime(SUMMER, 'GMT')).toBe(false);
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
  it('starts with the ten spec zones in spec order, with the abbreviations in effect at that instant', () => {
    expect(timezoneOptions(SUMMER).slice(0, 10)).toEqual(SPEC_ROWS.map(([value, abbreviation]) => ({ value, abbreviation })));
    expect(timezoneOptions(WINTER).slice(0, 10)).toEqual(SPEC_ROWS.map(([value, , abbreviation]) => ({ value, abbreviation })));
  });

  it('then lists every other runtime zone once, alphabetically, as unknown TZ', () => {
    const options = timezoneOptions(WINTER);
    const rest = options.slice(10);
    expect(rest.length).toBeGreaterThan(300);
    expect(rest.map((option) => option.value)).toEqual([...rest.map((option) => option.value)].sort());
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    expect(rest.find((option) => option.value === 'Asia/Tokyo')).toEqual({ value: 'Asia/Tokyo', abbreviation: 'unknown TZ' });
  });
});
