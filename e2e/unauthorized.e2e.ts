import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, waitForPath } from './support/browser';
import { test } from './support/fixtures';

async function expectUnauthorizedPage(page: Page): Promise<void> {
  await page.getByText('You are not authorized!', { exact: true }).waitFor();
  expect(await page.getByText("You don't have permission to access this page. Go Home!", { exact: true }).isVisible()).toBe(true);
}

const backToHome = (page: Page) =>
  page
    .getByRole('button', { name: 'Back to Home' })
    .or(page.getByRole('link', { name: 'Back to Home' }))
    .first();

describe('401 page (spec §2, §6)', () => {
  test("an admin of club2 only is refused club1, and Back to Home leads to club2's leagues", async ({ page }) => {
    await loginAs(page, 'single@example.com');
    await waitForPath(page, '/club/club2/leagues');

    await page.goto('/club/club1/dashboard');
    await expectUnauthorizedPage(page);
    await backToHome(page).click();
    await waitForPath(page, '/club/club2/leagues');
  });

  test('Back to Home leads an admin of several clubs to choose-club', async ({ page }) => {
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');

    await page.goto('/club/club4/dashboard');
    await expectUnauthorizedPage(page);
    await backToHome(page).click();
    await waitForPath(page, '/choose-club');
  });

  test("an admin of club4 is refused club2, and Back to Home leads to club4's leagues", async ({ page }) => {
    await loginAs(page, 'other@example.com');
    await waitForPath(page, '/club/club4/leagues');

    await page.goto('/club/club2/settings');
    await expectUnauthorizedPage(page);
    await backToHome(page).click();
    await waitForPath(page, '/club/club4/leagues');
  });
});
