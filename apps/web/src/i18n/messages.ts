import type { Locale } from '@matchday/domain';
import type en from './locales/en';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/**
 * How much of a locale's messages the screen needs: 'guest' is what the signed-out screens (sign-in,
 * registration, password reset, the error pages and the corner switches) say; 'full' is every message.
 * The split happens here, at load time: the message files stay as they are (one per namespace).
 */
export type Catalogue = 'guest' | 'full';

type Namespace = Record<string, string>;

// The guest namespaces, named in the first two patterns alike (a test checks the guest screens need nothing else).
// English ones ship in the entry: the first screen renders without waiting for a catalogue. Everything else,
// and every other locale, is a chunk of its own fetched when needed.
const englishGuest = import.meta.glob<Namespace>('./locales/en/{common,layout,errors,auth,pages,validation}.ts', { eager: true, import: 'default' });
const guestNamespaces = import.meta.glob<Namespace>(['./locales/*/{common,layout,errors,auth,pages,validation}.ts', '!./locales/en/*'], { import: 'default' });
const fullCatalogues = import.meta.glob<Messages>('./locales/*/index.ts', { import: 'default' });

const merge = (namespaces: Namespace[]) => Object.assign({}, ...namespaces) as Partial<Messages>;

/** The English guest catalogue, there from the start. */
export const englishGuestMessages = merge(Object.values(englishGuest));

/** Loads a locale's guest or full catalogue. */
export async function loadMessages(locale: Locale, catalogue: Catalogue): Promise<Partial<Messages>> {
  if (catalogue === 'full') return fullCatalogues[`./locales/${locale}/index.ts`]!();
  if (locale === 'en') return englishGuestMessages;
  const namespaces = Object.entries(guestNamespaces).filter(([path]) => path.startsWith(`./locales/${locale}/`));
  return merge(await Promise.all(namespaces.map(([, load]) => load())));
}
