import { describe, expect } from 'vitest';
import { loginAs, waitForPath } from './support/browser';
import { test } from './support/fixtures';
import { chooseFromAccountMenu, menuItem } from './support/shell';

describe('logout (spec §4)', () => {
  test('logging out clears the stored user and makes the old token fail', async ({ page }) => {
    await loginAs(page, 'single@example.com');
    await waitForPath(page, '/club/club2/leagues');
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken?: string }).accessToken);
    expect(token).toMatch(/^\S{40,}$/);
    const meWith = (bearer: string) =>
      page.evaluate(async (value) => (await fetch('/api/me', { headers: { Authorization: `Bearer ${value}` } })).status, bearer);
    expect(await meWith(token!)).toBe(200);

    await chooseFromAccountMenu(page, 'Logout');
    await waitForPath(page, '/login');

    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await meWith(token!)).toBe(401);
  });

  test('logging out in one tab signs the other tabs out', async ({ context, page }) => {
    await loginAs(page, 'single@example.com');
    await waitForPath(page, '/club/club2/leagues');
    const second = await context.newPage();
    await second.goto('/club/club2/dashboard');
    await menuItem(second, 'Leagues').waitFor();

    await chooseFromAccountMenu(page, 'Logout');
    await waitForPath(page, '/login');
    await waitForPath(second, '/login');
  });
});
