import { timezoneAbbreviation } from '@matchday/domain';
import { describe, expect } from 'vitest';
import { loginAs, pathOf, waitForPath } from './support/browser';
import { test } from './support/fixtures';
import { chooseFromAccountMenu, menuItem } from './support/shell';

describe('landing after login (spec §2, §4)', () => {
  test('an admin of three clubs chooses among them, then gets the full menu of the club picked', async ({ page }) => {
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');

    for (const [name, slug] of [
      ['Lakeside Sports Club', 'club1'],
      ['Riverside Athletic League', 'club2'],
      ['Pacific Coast Leagues', 'club3'],
    ] as const) {
      await page.getByText(name).first().waitFor();
      expect(await page.getByText(slug, { exact: true }).isVisible(), slug).toBe(true);
    }
    expect(await page.getByText('Thames Valley Club').count()).toBe(0);
    expect(await page.getByText('club4', { exact: true }).count()).toBe(0);

    await page.getByText('Riverside Athletic League').first().click();
    await waitForPath(page, '/club/club2/dashboard');

    await menuItem(page, 'Leagues').waitFor();
    await menuItem(page, 'CMS').click();
    for (const title of ['Leagues', 'Locations', 'CMS', 'Site Content', 'Questions', 'Messaging Templates', 'Settings', 'Reports', 'Profile']) {
      expect(await menuItem(page, title).isVisible(), title).toBe(true);
    }
    await page.getByText(`Timezone: ${timezoneAbbreviation('America/New_York', new Date())}`, { exact: true }).waitFor();
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
