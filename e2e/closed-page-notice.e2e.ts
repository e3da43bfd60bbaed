import { describe, expect } from 'vitest';
import { loginAs, waitForPath } from './support/browser';
import { test } from './support/fixtures';

// club3 in the demo connects Stripe but has not finished onboarding: Leagues is closed to it (spec §4).
describe('a page closed until onboarding', () => {
  test('/club/club3/leagues opens the dashboard, which says why and how to finish', async ({ page }) => {
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');
    await page.goto('/club/club3/leagues');
    await waitForPath(page, '/club/club3/dashboard');
    const notice = page.getByRole('status').filter({ hasText: 'Finish setting up your club to manage leagues' });
    await notice.waitFor();
    await notice.getByRole('link', { name: 'Finish setup' }).click();
    await waitForPath(page, '/club/club3/connect-integration');
    // Opened on its own, the dashboard says nothing of a closed page.
    await page.goto('/club/club3/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('Finish setting up your club to manage leagues').count()).toBe(0);
  });
});
