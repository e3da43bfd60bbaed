import { timezoneAbbreviation } from '@matchday/domain';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { loginAs, pathOf, reloadLeavingEdits, waitForPath } from './support/browser';
import { test } from './support/fixtures';
import { menuItem } from './support/shell';

// club4 and its admin: no other spec depends on club4's name or timezone (club1–3 appear by name on
// choose-club, club2's 'Timezone: EDT'/'EST' is checked).
const ADMIN = 'other@example.com';
const SETTINGS = '/club/club4/settings';

/** Opens the settings from the menu once the form holds the club; returns the club's saved name. */
async function openSettings(page: Page): Promise<string> {
  await loginAs(page, ADMIN);
  await waitForPath(page, '/club/club4/leagues');
  await menuItem(page, 'Settings').click();
  await waitForPath(page, SETTINGS);
  await expect.poll(() => clubName(page).inputValue()).not.toBe('');
  return clubName(page).inputValue();
}

const clubName = (page: Page) => page.getByRole('textbox', { name: 'Club name' });
const contactEmail = (page: Page) => page.getByRole('textbox', { name: 'Contact email' });
const timezone = (page: Page) => page.getByRole('combobox', { name: 'Timezone' });
const unsavedChangesDialog = (page: Page) => page.getByRole('dialog', { name: 'Discard unsaved changes?' });

describe('club settings', () => {
  test('a new name and timezone are saved, survive a reload and retitle the timezone chip', async ({ page }) => {
    await openSettings(page);
    // The abbreviations in effect today: BST/GMT for London, CDT/CST for Chicago.
    await page.getByText(`Timezone: ${timezoneAbbreviation('Europe/London', new Date())}`, { exact: true }).waitFor();

    await clubName(page).fill('Thames Valley Sports');
    await timezone(page).click();
    await timezone(page).fill('America/Chicago');
    await page.getByRole('option', { name: 'America/Chicago' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Club settings saved.', { exact: true }).waitFor();

    await page.reload();
    const chicago = timezoneAbbreviation('America/Chicago', new Date());
    await page.getByText(`Timezone: ${chicago}`, { exact: true }).waitFor();
    expect(await clubName(page).inputValue()).toBe('Thames Valley Sports');
    expect(await timezone(page).inputValue()).toBe(`America/Chicago (${chicago})`);
  });

  test('an invalid contact email is shown under the field and nothing is sent', async ({ page }) => {
    await openSettings(page);
    const savedEmail = await contactEmail(page).inputValue();
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });

    await contactEmail(page).fill('not-an-email');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    expect(await contactEmail(page).getAttribute('aria-invalid')).toBe('true');
    const helperId = await contactEmail(page).getAttribute('aria-describedby');
    expect(await page.locator(`[id="${helperId}"]`).textContent()).toBe('Must be a valid email address');
    expect(writes).toEqual([]);

    await reloadLeavingEdits(page);
    await expect.poll(() => contactEmail(page).inputValue()).toBe(savedEmail);
  });

  test('leaving with unsaved edits asks first: Stay keeps them, Discard leaves without saving', async ({ page }) => {
    const savedName = await openSettings(page);
    await clubName(page).fill('Not saved');

    await menuItem(page, 'Reports').click();
    await unsavedChangesDialog(page).waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    await unsavedChangesDialog(page).waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe(SETTINGS);
    expect(await clubName(page).inputValue()).toBe('Not saved');

    await menuItem(page, 'Reports').click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await waitForPath(page, '/club/club4/report');

    await menuItem(page, 'Settings').click();
    await expect.poll(() => clubName(page).inputValue()).toBe(savedName);
  });

  test('closing or reloading the tab with unsaved edits gets the browser’s own prompt, and only then', async ({ page }) => {
    const savedName = await openSettings(page);
    expect(await reloadLeavingEdits(page)).toBeNull();

    await clubName(page).click();
    await clubName(page).fill('Not saved');
    expect(await reloadLeavingEdits(page)).toBe('beforeunload');
    await expect.poll(() => clubName(page).inputValue()).toBe(savedName);
  });
});
