import { describe, expect } from 'vitest';
import { loginAs, waitForPath } from './support/browser';
import { test } from './support/fixtures';
import { isMenuItemDisabled, menuItem } from './support/shell';

describe('connect flag (spec §4)', () => {
  test('on a club with connect and onboarding not done, Leagues is disabled and the Connect item shows', async ({ page }) => {
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');
    await page.goto('/club/club3/dashboard');

    await menuItem(page, 'Stripe Connect Integration').waitFor();
    expect(await isMenuItemDisabled(menuItem(page, 'Leagues'))).toBe(true);
  });

  test('opening the disabled Leagues page by its address shows the dashboard instead', async ({ page }) => {
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');
    await page.goto('/club/club3/leagues');

    await waitForPath(page, '/club/club3/dashboard');
  });

  test('on a club without connect, Leagues is enabled and the Connect item is absent', async ({ page }) => {
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');
    await page.goto('/club/club2/dashboard');

    await menuItem(page, 'Leagues').waitFor();
    expect(await isMenuItemDisabled(menuItem(page, 'Leagues'))).toBe(false);
    expect(await menuItem(page, 'Stripe Connect Integration').count()).toBe(0);
  });
});
