import type { Locale } from '@matchday/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { englishMessages, loadMessages, type Messages } from '../i18n/messages';
import { usePreferences } from '../stores/preferences';

interface LoadedLocale {
  locale: Locale;
  messages: Messages;
}

/** Switches language live: the previous catalogue stays on screen until the new one has loaded. */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { preferences } = usePreferences();
  const [loaded, setLoaded] = useState<LoadedLocale>({ locale: 'en', messages: englishMessages });

  useEffect(() => {
    let active = true;
    void loadMessages(preferences.locale).then((messages) => {
      if (active) setLoaded({ locale: preferences.locale, messages });
    });
    return () => {
      active = false;
    };
  }, [preferences.locale]);

  useEffect(() => {
    document.documentElement.lang = loaded.locale;
    document.documentElement.dir = preferences.rtlLayout ? 'rtl' : 'ltr';
  }, [loaded.locale, preferences.rtlLayout]);

  return (
    <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
