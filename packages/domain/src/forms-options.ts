import type { FormsOptions, LeaguesOptions } from './schemas/options.js';
import { LOCALES, LOCALE_NAMES } from './schemas/options.js';
import { BRACKET_TYPE_LABELS, OTHER_LABELS, PAYMENT_MODE_LABELS, QUESTION_TYPE_LABELS, REGISTRATION_TYPE_LABELS, toOptions } from './labels.js';
import { DEFAULT_SPORT, SPORTS, playingAreaName } from './sports.js';
import { timezoneOptions } from './timezones.js';

const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** The forms-options document, built from the spec's tables; timezone abbreviations as in effect at `at`. */
export function buildFormsOptions(at: Date = new Date()): FormsOptions {
  return {
    payment_modes: toOptions(PAYMENT_MODE_LABELS),
    registration_types: toOptions(REGISTRATION_TYPE_LABELS),
    other: toOptions(OTHER_LABELS),
    question_types: toOptions(QUESTION_TYPE_LABELS),
    bracket_types: toOptions(BRACKET_TYPE_LABELS),
    sports: [DEFAULT_SPORT, ...SPORTS].map((sport) => ({
      value: sport,
      label: sport === DEFAULT_SPORT ? 'Other' : titleCase(sport),
      playing_area: playingAreaName(sport),
    })),
    timezones: timezoneOptions(at),
    locales: LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] })),
  };
}

/** The league-forms options of one club. Payments are possible once its Connect onboarding is done. */
export function buildLeaguesOptions(club: {
  slug: string;
  timezone: string;
  default_sport: string;
  connect: boolean;
  stripe_connect: { onboarding_done: boolean };
}): LeaguesOptions {
  return {
    club_slug: club.slug,
    timezone: club.timezone,
    default_sport: club.default_sport,
    playing_area: playingAreaName(club.default_sport),
    payment_modes: toOptions(PAYMENT_MODE_LABELS),
    registration_types: toOptions(REGISTRATION_TYPE_LABELS),
    bracket_types: toOptions(BRACKET_TYPE_LABELS),
    payments_enabled: club.connect && club.stripe_connect.onboarding_done,
  };
}
