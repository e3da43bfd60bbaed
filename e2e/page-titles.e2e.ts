import { describe, expect } from 'vitest';
import { loginAs, waitForPath } from './support/browser';
import { test } from './support/fixtures';
import { breadcrumbs, menuItem } from './support/shell';

describe('page titles and breadcrumbs (spec §1, §2)', () => {
  test("each page is titled '{page title} | Matchday'", async ({ page }) => {
    await loginAs(page, 'single@example.com');
    await waitForPath(page, '/club/club2/leagues');
    await expect.poll(() => page.title()).toBe('Leagues | Matchday');

    await menuItem(page, 'Reports').click();
    await waitForPath(page, '/club/club2/report');
    await expect.poll(() => page.title()).toBe('Reports | Matchday');

    await page.goto('/club/club2/dashboard');
    await expect.poll(() => page.title()).toBe('Dashboard | Matchday');
  });

  test('the dashboard is the root of the breadcrumb trail', async ({ page }) => {
    await loginAs(page, 'single@example.com');
    await waitForPath(page, '/club/club2/leagues');

    await page.goto('/club/club2/dashboard');
    await breadcrumbs(page).getByText('Dashboard', { exact: true }).waitFor();

    await menuItem(page, 'Settings').click();
    await waitForPath(page, '/club/club2/settings');
    const root = breadcrumbs(page).getByRole('link', { name: 'Dashboard' });
    await root.waitFor();
    expect(await root.getAttribute('href')).toBe('/club/club2/dashboard');
    expect(await breadcrumbs(page).getByText('Settings', { exact: true }).isVisible()).toBe(true);
    expect(await breadcrumbs(page).getByRole('link', { name: 'Settings' }).count()).toBe(0);

    await root.click();
    await waitForPath(page, '/club/club2/dashboard');
  });
});
