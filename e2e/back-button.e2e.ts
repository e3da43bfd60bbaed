import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { loginAs, waitForPath } from './support/browser';
import { test } from './support/fixtures';
import { settle } from './support/settle';

/** The browser's own Back, as the button does it (no waiting for a load: the app may keep the page). */
const back = (page: Page) => page.evaluate(() => history.back());
const search = (page: Page) => new URL(page.url()).search;
const shownRows = (page: Page) => page.getByText(/^\d+–\d+ of \d+$/);

describe('the browser’s Back in the admin app (issue 20 §2)', () => {
  test('asks before Back throws away what was typed in a dialog; Stay keeps it, Discard leaves', async ({ page }) => {
    await loginAs(page, 'single@example.com');
    await waitForPath(page, '/club/club2/leagues');
    // In the app, so that Back is the router's: the Leagues page's link to the directory.
    await page.getByRole('link', { name: 'Players' }).click();
    await waitForPath(page, '/club/club2/players');

    await page.getByRole('button', { name: 'New player' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New player' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Rosa');
    // The form reports its edit to the dialog, which then arms its guard: let the page finish that first.
    await settle(page);
    await back(page);
    const asked = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await asked.waitFor();
    expect(new URL(page.url()).pathname).toBe('/club/club2/players');

    await asked.getByRole('button', { name: 'Stay' }).click();
    await asked.waitFor({ state: 'hidden' });
    expect(await dialog.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Rosa');

    await back(page);
    await asked.getByRole('button', { name: 'Discard' }).click();
    await waitForPath(page, '/club/club2/leagues');
  });

  test('pages through the players directory and Back goes to the previous page, not out of the list', async ({ page }) => {
    await loginAs(page, 'single@example.com');
    await waitForPath(page, '/club/club2/leagues');
    await page.goto('/club/club2/players?page_size=10');
    await shownRows(page)
      .filter({ hasText: /^1–10 of/ })
      .waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await shownRows(page)
      .filter({ hasText: /^11–20 of/ })
      .waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await shownRows(page)
      .filter({ hasText: /^21–30 of/ })
      .waitFor();

    await back(page);
    await shownRows(page)
      .filter({ hasText: /^11–20 of/ })
      .waitFor();
    expect(search(page)).toBe('?page_size=10&page=2');
    await back(page);
    await shownRows(page)
      .filter({ hasText: /^1–10 of/ })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/club/club2/players');
  });
});
