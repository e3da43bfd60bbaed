import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished } from 'vitest';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed';
import { restoreDemoPassword } from './support/account';
import { loginAs, submitLogin, waitForPath } from './support/browser';
import { test } from './support/fixtures';
import { chooseFromAccountMenu, menuItem } from './support/shell';

// Every demo admin signs in with the demo password in other specs, and only an admin of a club reaches the
// profile page: the club4 admin changes it here and gets it back when the test ends.
const ADMIN = 'other@example.com';
const LANDING = '/club/club4/leagues';
const NEW_PASSWORD = 'kestrel-harbour-lantern-42';

async function openProfile(page: Page): Promise<void> {
  await loginAs(page, ADMIN);
  await waitForPath(page, LANDING);
  await menuItem(page, 'Profile').click();
  await waitForPath(page, '/club/club4/profile');
}

const detailsForm = (page: Page) => page.getByRole('form', { name: 'Personal details' });
/** A field of the password form by the start of its label: a required field's label ends in an asterisk. */
const passwordField = (page: Page, label: string) => page.getByRole('form', { name: 'Password' }).getByLabel(new RegExp(`^${label}`));

describe('profile', () => {
  test('a new name is saved and greets the user in the profile chip', async ({ page }) => {
    await openProfile(page);
    await detailsForm(page).getByRole('textbox', { name: 'First name' }).fill('Olivia');
    await detailsForm(page).getByRole('textbox', { name: 'Last name' }).fill('Grantham');
    await detailsForm(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved.', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    // The popup greets the user above its menu (a menu holds only its entries).
    await page.getByRole('menu').waitFor();
    await page.getByText(/^Good (Morning|Afternoon|Evening), Olivia Grantham$/).waitFor();
  });

  test('after a password change the new password signs in and the old one is refused', async ({ page }) => {
    await openProfile(page);
    onTestFinished(() => restoreDemoPassword(ADMIN, NEW_PASSWORD));
    await passwordField(page, 'Current password').fill(DEMO_PASSWORD);
    await passwordField(page, 'New password').fill(NEW_PASSWORD);
    await passwordField(page, 'Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed.', { exact: true }).waitFor();

    await chooseFromAccountMenu(page, 'Logout');
    await waitForPath(page, '/login');

    expect((await submitLogin(page, ADMIN, DEMO_PASSWORD)).status()).toBe(401);
    await page.getByText('Invalid email or password', { exact: true }).waitFor();

    await loginAs(page, ADMIN, NEW_PASSWORD);
    await waitForPath(page, LANDING);
  });
});
