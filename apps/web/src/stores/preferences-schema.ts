import { LOCALES } from '@matchday/domain';

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

type FieldReader<T> = (value: unknown) => T;
const oneOf =
  <const T extends string>(values: readonly T[], fallback: NoInfer<T>): FieldReader<T> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
const flag =
  (fallback: boolean): FieldReader<boolean> =>
  (value) =>
    typeof value === 'boolean' ? value : fallback;
const integerIn =
  ({ min, max }: { min: number; max: number }, fallback: number): FieldReader<number> =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

// Each field falls back to its own default, so one bad or missing value never discards the others. Checked by
// hand, not with zod: preferences are read before the first screen, and zod would add ~26 KB gzip to its load.
const FIELDS = {
  layout: oneOf(['vertical', 'horizontal'], DEFAULT_PREFERENCES.layout),
  drawerType: oneOf(['default', 'mini-drawer'], DEFAULT_PREFERENCES.drawerType),
  fontFamily: oneOf(FONT_FAMILIES, DEFAULT_PREFERENCES.fontFamily),
  borderRadius: integerIn(BORDER_RADIUS_RANGE, DEFAULT_PREFERENCES.borderRadius),
  outlinedFilled: flag(DEFAULT_PREFERENCES.outlinedFilled),
  navType: oneOf(['light', 'dark'], DEFAULT_PREFERENCES.navType),
  presetColor: oneOf(PRESET_COLORS, DEFAULT_PREFERENCES.presetColor),
  locale: oneOf(LOCALES, DEFAULT_PREFERENCES.locale),
  rtlLayout: flag(DEFAULT_PREFERENCES.rtlLayout),
  container: flag(DEFAULT_PREFERENCES.container),
};

export type Preferences = { [K in keyof typeof FIELDS]: ReturnType<(typeof FIELDS)[K]> };
export type PreferenceKey = keyof Preferences;

/** Reads any stored value into complete, valid preferences. */
export function parsePreferences(value: unknown): Preferences {
  const stored = (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(FIELDS).map(([key, read]) => [key, read(stored[key])])) as Preferences;
}
