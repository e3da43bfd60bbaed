import { describe, expect } from 'vitest';
import { loginAs, pathOf, waitForPath } from './support/browser';
import { test } from './support/fixtures';
import { chooseFromAccountMenu, mainMenu, menuItem } from './support/shell';

describe('landing after login (spec §2, §4)', () => {
  test('an admin of three clubs chooses among them, then gets the full menu of the club picked', async ({ page }) => {
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');

    for (const name of ['Lakeside Sports Club', 'Riverside Athletic League', 'Pacific Coast Leagues']) {
      await page.getByText(name).first().waitFor();
    }
    expect(await page.getByText('Thames Valley Club').count()).toBe(0);

    await page.getByText('Riverside Athletic League').first().click();
    await waitForPath(page, '/club/club2/dashboard');

    await menuItem(page, 'Leagues').waitFor();
    await menuItem(page, 'CMS').click();
    for (const title of ['Leagues', 'Locations', 'CMS', 'Site Content', 'Questions', 'Messaging Templates', 'Settings', 'Reports', 'Profile']) {
      expect(await menuItem(page, title).isVisible(), title).toBe(true);
    }
    await mainMenu(page).getByText('Timezone: EDT', { exact: true }).or(page.getByText('Timezone: EDT', { exact: true })).first().waitFor();
  });

  test("an admin of one club lands on that club's leagues", async ({ page }) => {
    await loginAs(page, 'single@example.com');
    await waitForPath(page, '/club/club2/leagues');
  });

  test('a user without a club stays on the login page and is told why', async ({ page }) => {
    await loginAs(page, 'norole@example.com');
    await page.getByRole('alert').first().waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('a signed-in user opening a guest page is sent on by role count', async ({ page }) => {
    await loginAs(page, 'single@example.com');
    await waitForPath(page, '/club/club2/leagues');
    await page.goto('/login');
    await waitForPath(page, '/club/club2/leagues');
  });

  test('Switch Club in the profile menu leads back to choose-club', async ({ page }) => {
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');
    await page.goto('/club/club1/dashboard');
    await menuItem(page, 'Leagues').waitFor();

    await chooseFromAccountMenu(page, 'Switch Club');
    await waitForPath(page, '/choose-club');
  });

  test('a guest opening a club page is sent to the login page', async ({ page }) => {
    await page.goto('/club/club2/dashboard');
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
