import type { Locale } from '@matchday/domain';
import { englishGuestMessages, loadMessages, type Catalogue, type Messages } from './messages';

export interface LoadedCatalogue {
  locale: Locale;
  catalogue: Catalogue;
  messages: Partial<Messages>;
}

type Wanted = Pick<LoadedCatalogue, 'locale' | 'catalogue'>;

export interface CatalogueStore {
  /** The messages on screen. */
  get(): LoadedCatalogue;
  subscribe(listener: () => void): () => void;
  /** Follows the language preference; the previous messages stay on screen until the new ones have loaded. */
  setLocale(locale: Locale): void;
  /** Resolves once every message of the current language is on screen (a signed-in route awaits it before it renders). */
  requireFull(): Promise<void>;
}

/**
 * The messages the app shows. It starts with the English guest catalogue, which ships in the entry, so a
 * signed-out screen renders at once and a first visit to /login downloads no other message; the full
 * catalogue loads when a route asks for it, and once asked for, stays (a language switch loads the full
 * catalogue of the new language).
 */
export function createCatalogueStore(load: (locale: Locale, catalogue: Catalogue) => Promise<Partial<Messages>> = loadMessages): CatalogueStore {
  let current: LoadedCatalogue = { locale: 'en', catalogue: 'guest', messages: englishGuestMessages };
  let wanted: Wanted = { locale: 'en', catalogue: 'guest' };
  let pending: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const isWanted = (candidate: Wanted) => candidate.locale === wanted.locale && candidate.catalogue === wanted.catalogue;

  const fetchWanted = async (request: Wanted) => {
    try {
      const messages = await load(request.locale, request.catalogue);
      // A later request (another language) supersedes this one: its result is the one to show.
      if (!isWanted(request)) return;
      current = { ...request, messages };
      listeners.forEach((listener) => listener());
    } catch (error) {
      // The next request tries again rather than waiting on this failure.
      if (isWanted(request)) wanted = { locale: current.locale, catalogue: current.catalogue };
      throw error;
    }
  };

  /** Starts loading `next` unless it is what is wanted already; returns whether it started. */
  const want = (next: Wanted) => {
    if (isWanted(next)) return false;
    wanted = next;
    pending = fetchWanted(next);
    return true;
  };

  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLocale(locale) {
      if (want({ locale, catalogue: wanted.catalogue })) pending.catch((error: unknown) => console.error(`The ${locale} messages did not load`, error));
    },
    async requireFull() {
      want({ locale: wanted.locale, catalogue: 'full' });
      // A language switch meanwhile supersedes the load under way: wait for the one that lands.
      while (current.catalogue !== 'full' || current.locale !== wanted.locale) await pending;
    },
  };
}

/** The app's one store: the intl provider shows it, the router's signed-in routes ask it for the full catalogue. */
export const catalogueStore = createCatalogueStore();
