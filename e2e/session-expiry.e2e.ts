import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed';
import { loginAs, pathOf, waitForPath } from './support/browser';
import { test } from './support/fixtures';

// admin@example.com administers several clubs, so a sign-in that forgot the page would land on choose-club.
const EMAIL = 'admin@example.com';
const LOCATIONS = '/club/club2/locations';
const LOCATION = 'Northside Sports Center';

const storedToken = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken?: string }).accessToken);

/** Signs the page's session out on the server, from outside the page, as an expiry or a revocation elsewhere would. */
async function revokeSessionOf(page: Page): Promise<void> {
  const token = await storedToken(page);
  const response = await fetch(`${inject('baseUrl')}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(204);
}

/** Opens the location's edit page and changes its notes, without saving; returns the page's path. */
async function editNotes(page: Page, notes: string): Promise<string> {
  await page.goto(LOCATIONS);
  await page.getByRole('link', { name: LOCATION }).click();
  await page.getByRole('heading', { level: 1, name: LOCATION }).waitFor();
  await page.getByRole('textbox', { name: 'Notes' }).fill(notes);
  return pathOf(page);
}

const expiredDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Your session has expired' });

describe('an expired session never loses work (issue 10)', () => {
  test('Save after the session ended asks to sign in again over the page, then saves the edit', async ({ page }) => {
    await loginAs(page, EMAIL);
    await waitForPath(page, '/choose-club');
    const notes = `Side door after 9 pm (${Date.now()})`;
    const editPath = await editNotes(page, notes);
    const oldToken = await storedToken(page);
    await revokeSessionOf(page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = expiredDialog(page);
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Sign in again to continue');
    expect(await dialog.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(EMAIL);
    // The form is still there behind the dialog, with the edit.
    expect(pathOf(page)).toBe(editPath);
    expect(await page.getByRole('textbox', { name: 'Notes', includeHidden: true }).inputValue()).toBe(notes);

    // Labelled and modal: the password has the focus, and Tab keeps it inside the dialog.
    expect(await dialog.getByLabel('Password', { exact: true }).evaluate((field) => field === document.activeElement)).toBe(true);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('Password', { exact: true }).fill('not the password');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByText('Invalid email or password').waitFor();

    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText(`${LOCATION} saved`, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe(editPath);
    expect(await storedToken(page)).not.toBe(oldToken);
    expect(await page.evaluate(() => localStorage.getItem('user'))).not.toContain(DEMO_PASSWORD);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: LOCATION }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe(notes);
  });

  test('leaving the dialog goes to /login, and signing in there comes back to the same page', async ({ page }) => {
    await loginAs(page, EMAIL);
    await waitForPath(page, '/choose-club');
    const editPath = await editNotes(page, 'Left behind');
    await revokeSessionOf(page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expiredDialog(page).getByRole('button', { name: 'Sign in as someone else' }).click();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, editPath);
    await page.getByRole('heading', { level: 1, name: LOCATION }).waitFor();
  });
});
