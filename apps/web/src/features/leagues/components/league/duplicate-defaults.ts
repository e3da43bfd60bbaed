import { addDays, type League, type LeagueDuplicateInput } from '@matchday/domain';

// 52 weeks: next year's season on the same weekdays, so the weekly play times still fit.
const NEXT_SEASON_DAYS = 52 * 7;

/** Years in a label one season on: "Fall 2026" → "Fall 2027", "Winter 2026-27" → "Winter 2027-28". */
export function nextSeasonLabel(text: string): string {
  return text
    .replace(/\b((?:19|20)\d{2})([-/])(\d{2})\b/g, (_match, year: string, separator: string, short: string) => {
      const next = Number(year) + 1;
      return `${next}${separator}${String((Number(short) + 1) % 100).padStart(2, '0')}`;
    })
    .replace(/\b(?:19|20)\d{2}\b(?![-/]\d)/g, (year) => String(Number(year) + 1));
}

/** What the duplicate dialog suggests: the same league a year on, without its teams. */
export function duplicateDefaults(league: League): Required<LeagueDuplicateInput> {
  const shift = (date: string) => addDays(date, NEXT_SEASON_DAYS);
  return {
    name: nextSeasonLabel(league.name),
    season: nextSeasonLabel(league.season),
    season_start: shift(league.season_start),
    season_end: shift(league.season_end),
    registration_opens_on: shift(league.registration_opens_on),
    registration_closes_on: shift(league.registration_closes_on),
    include_teams: false,
  };
}
