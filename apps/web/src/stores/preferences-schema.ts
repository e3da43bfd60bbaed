import { LOCALES } from '@matchday/domain';
import { z } from 'zod';

export const PRESET_COLORS = ['default', 'theme1', 'theme2', 'theme3', 'theme4', 'theme5', 'theme6'] as const;
export const FONT_FAMILIES = ['Roboto', 'Inter', 'Poppins'] as const;
export const BORDER_RADIUS_RANGE = { min: 0, max: 24 } as const;

export type PresetColor = (typeof PRESET_COLORS)[number];
export type FontFamily = (typeof FONT_FAMILIES)[number];

/** Spec §3 UI preferences with their defaults, word for word. */
export const DEFAULT_PREFERENCES = {
  layout: 'vertical',
  drawerType: 'default',
  fontFamily: 'Roboto',
  borderRadius: 8,
  outlinedFilled: true,
  navType: 'light',
  presetColor: 'theme1',
  locale: 'en',
  rtlLayout: false,
  container: false,
} as const satisfies Record<string, unknown>;

// Each field falls back to its own default, so one bad or missing value never discards the others.
export const PreferencesSchema = z.object({
  layout: z.enum(['vertical', 'horizontal']).catch(DEFAULT_PREFERENCES.layout),
  drawerType: z.enum(['default', 'mini-drawer']).catch(DEFAULT_PREFERENCES.drawerType),
  fontFamily: z.enum(FONT_FAMILIES).catch(DEFAULT_PREFERENCES.fontFamily),
  borderRadius: z.number().int().min(BORDER_RADIUS_RANGE.min).max(BORDER_RADIUS_RANGE.max).catch(DEFAULT_PREFERENCES.borderRadius),
  outlinedFilled: z.boolean().catch(DEFAULT_PREFERENCES.outlinedFilled),
  navType: z.enum(['light', 'dark']).catch(DEFAULT_PREFERENCES.navType),
  presetColor: z.enum(PRESET_COLORS).catch(DEFAULT_PREFERENCES.presetColor),
  locale: z.enum(LOCALES).catch(DEFAULT_PREFERENCES.locale),
  rtlLayout: z.boolean().catch(DEFAULT_PREFERENCES.rtlLayout),
  container: z.boolean().catch(DEFAULT_PREFERENCES.container),
});

export type Preferences = z.infer<typeof PreferencesSchema>;
export type PreferenceKey = keyof Preferences;

/** Reads any stored value into complete, valid preferences. */
export function parsePreferences(value: unknown): Preferences {
  return PreferencesSchema.parse(value !== null && typeof value === 'object' ? value : {});
}
