import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../i18n/locales/en';
import { PreferencesProvider } from '../stores/PreferencesProvider';
import { createPreferencesStore } from '../stores/preferences-store';
import { LanguageSwitcher } from './LanguageSwitcher';

afterEach(cleanup);

describe('LanguageSwitcher', () => {
  it('opens the language menu (loaded on first use) and saves the language chosen', async () => {
    const store = createPreferencesStore(null, null);
    render(
      <PreferencesProvider store={store}>
        <IntlProvider locale="en" messages={en}>
          <LanguageSwitcher />
        </IntlProvider>
      </PreferencesProvider>,
    );
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'Français', 'Română', '中文']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Français' }));
    expect(store.get().locale).toBe('fr');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
