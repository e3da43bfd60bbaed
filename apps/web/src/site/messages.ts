import { LOCALES, type Locale } from '@matchday/domain';
import type { Messages } from '../i18n/messages';
import english from '../i18n/locales/en/public-site';
import englishStandings from '../i18n/locales/en/standings';
import englishSports from '../i18n/locales/en/sports';

/** The site's messages: its own namespace, the standings' (columns, tie sentences) and the sports' names. */
export type SiteMessages = Partial<Messages>;

// English ships in the entry; the other languages are chunks of their own, fetched for a visitor who reads them.
const others = import.meta.glob<Record<string, string>>(['../i18n/locales/*/{public-site,standings,sports}.ts', '!../i18n/locales/en/*'], {
  import: 'default',
});

export const englishMessages: SiteMessages = { ...englishSports, ...englishStandings, ...english };

export const LOCALE_KEY = 'matchday-site-locale';

/** The language the visitor chose before, else the first of their browser's we speak, else English. */
export function preferredLocale(): Locale {
  const isLocale = (value: string | null | undefined): value is Locale => LOCALES.includes(value as Locale);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_KEY);
  } catch {
    // Storage may be off (a private window): the browser's languages decide.
  }
  if (isLocale(stored)) return stored;
  return navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLocale) ?? 'en';
}

export async function loadSiteMessages(locale: Locale): Promise<SiteMessages> {
  if (locale === 'en') return englishMessages;
  const loads = Object.entries(others).filter(([path]) => path.includes(`/locales/${locale}/`));
  // A message the language lacks falls back to English rather than showing its id.
  return Object.assign({}, englishMessages, ...(await Promise.all(loads.map(([, load]) => load()))));
}
