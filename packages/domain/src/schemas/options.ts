import { z } from 'zod';

const OptionSchema = z.object({ value: z.string(), label: z.string() });

export const LOCALES = ['en', 'fr', 'ro', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ro: 'Română', zh: '中文' };

/** GET /api/get-forms-options — loaded once at start (spec §3, §4, §9). */
export const FormsOptionsSchema = z
  .object({
    payment_modes: z.array(OptionSchema),
    registration_types: z.array(OptionSchema),
    other: z.array(OptionSchema),
    question_types: z.array(OptionSchema),
    bracket_types: z.array(OptionSchema),
    sports: z.array(z.object({ value: z.string(), label: z.string(), playing_area: z.string() })),
    timezones: z.array(z.object({ value: z.string(), abbreviation: z.string() })),
    locales: z.array(OptionSchema),
  })
  .meta({ id: 'FormsOptions' });
export type FormsOptions = z.infer<typeof FormsOptionsSchema>;

/** GET /api/{slug}/leagues-options — what the club's league forms need. */
export const LeaguesOptionsSchema = z
  .object({
    club_slug: z.string(),
    timezone: z.string(),
    default_sport: z.string(),
    playing_area: z.string(),
    payment_modes: z.array(OptionSchema),
    registration_types: z.array(OptionSchema),
    bracket_types: z.array(OptionSchema),
    payments_enabled: z.boolean(),
  })
  .meta({ id: 'LeaguesOptions' });
export type LeaguesOptions = z.infer<typeof LeaguesOptionsSchema>;
