/** Spec §9: the abbreviation shown for each known timezone. */
export const TIMEZONE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  'America/New_York': 'EDT',
  'America/Chicago': 'CDT',
  'America/Phoenix': 'MST',
  'America/Denver': 'MDT',
  'America/Los_Angeles': 'PDT',
  'America/Anchorage': 'AKDT',
  'America/Adak': 'HST',
  'Pacific/Honolulu': 'HDT',
  'Europe/London': 'BST',
  GMT: 'GMT',
};

export const UNKNOWN_TIMEZONE = 'unknown TZ';

/** The spec's abbreviation for a timezone, or 'unknown TZ'. */
export function timezoneAbbreviation(timezone: string | null | undefined): string {
  return (timezone && Object.hasOwn(TIMEZONE_ABBREVIATIONS, timezone) && TIMEZONE_ABBREVIATIONS[timezone]) || UNKNOWN_TIMEZONE;
}

/** The chip text in the drawer footer: 'Timezone: ' plus the abbreviation. */
export function timezoneChipLabel(timezone: string | null | undefined): string {
  return `Timezone: ${timezoneAbbreviation(timezone)}`;
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

/** The spec's timezones first, then every other IANA zone the runtime knows, alphabetically. */
export function timezoneOptions(): { value: string; abbreviation: string }[] {
  const known = Object.keys(TIMEZONE_ABBREVIATIONS);
  const others = Intl.supportedValuesOf('timeZone').filter((zone) => !known.includes(zone)).sort();
  return [...known, ...others].map((value) => ({ value, abbreviation: timezoneAbbreviation(value) }));
}
