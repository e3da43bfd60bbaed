import { describe, expect } from 'vitest';
import english from '../apps/web/src/i18n/locales/en/menu';
import frenchLayout from '../apps/web/src/i18n/locales/fr/layout';
import french from '../apps/web/src/i18n/locales/fr/menu';
import { loginAs, waitForPath } from './support/browser';
import { test } from './support/fixtures';
import { settle } from './support/settle';
import { menuItem } from './support/shell';

const MENU_KEYS = ['menu.leagues', 'menu.locations', 'menu.settings', 'menu.reports', 'menu.profile'] as const;

describe('language (spec §1, §3)', () => {
  test('switching to French translates the menu and the document language', async ({ page }) => {
    await loginAs(page, 'single@example.com');
    await waitForPath(page, '/club/club2/leagues');
    await menuItem(page, english['menu.leagues']).waitFor();
    // On a loaded machine the header is still taking its lazy parts when the menu shows: a click then can miss.
    await settle(page);

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();

    for (const key of MENU_KEYS) {
      expect(french[key], key).not.toBe(english[key]);
      await menuItem(page, french[key], frenchLayout['layout.main_navigation']).waitFor();
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  });
});
