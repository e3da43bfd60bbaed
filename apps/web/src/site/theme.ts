import type { SiteDocument } from '@matchday/domain';

export type Mode = 'light' | 'dark';
export const MODE_KEY = 'matchday-site-mode';

/** The visitor's own choice of light or dark, else the club's. */
export function preferredMode(club: SiteDocument['theme']['mode'] | undefined): Mode {
  try {
    const stored = localStorage.getItem(MODE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage off: the club's choice, else the system's.
  }
  return club ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
}

/** The club's colours as CSS variables (both pass 4.5:1 with white text: the schema refuses less). */
export const themeStyle = (theme: SiteDocument['theme'] | undefined): Record<string, string> =>
  theme ? { '--primary': theme.primary, '--secondary': theme.secondary } : {};
