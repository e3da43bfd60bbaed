import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogueStore } from '../i18n/catalogue-store';
import type { Messages } from '../i18n/messages';
import { usePreferences } from '../stores/preferences';

/** Switches language live: the previous catalogue stays on screen until the new one has loaded. */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { preferences } = usePreferences();
  const loaded = useSyncExternalStore(catalogueStore.subscribe, catalogueStore.get);

  useEffect(() => catalogueStore.setLocale(preferences.locale), [preferences.locale]);

  useEffect(() => {
    document.documentElement.lang = loaded.locale;
    document.documentElement.dir = preferences.rtlLayout ? 'rtl' : 'ltr';
  }, [loaded.locale, preferences.rtlLayout]);

  // A guest catalogue lacks the signed-in screens' messages: those screens wait for the full one (app/router.tsx).
  return (
    <IntlProvider locale={loaded.locale} messages={loaded.messages as Messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
