import type { Locale } from '@matchday/domain';
import en from './locales/en';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

// English ships in the main bundle; the others load on demand when the user switches language.
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  fr: async () => (await import('./locales/fr')).default,
  ro: async () => (await import('./locales/ro')).default,
  zh: async () => (await import('./locales/zh')).default,
};

export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}

export { en as englishMessages };
