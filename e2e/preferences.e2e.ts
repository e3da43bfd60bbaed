import { describe, expect } from 'vitest';
import { loginAs, waitForPath } from './support/browser';
import { test } from './support/fixtures';
import { backgroundLuminance } from './support/shell';

const isDark = async (page: import('playwright-core').Page) => (await backgroundLuminance(page)) < 0.5;

describe('preferences (spec §3, §4)', () => {
  test('dark mode survives a reload and reaches a second tab without reloading it', async ({ context, page }) => {
    await loginAs(page, 'single@example.com');
    await waitForPath(page, '/club/club2/leagues');
    const second = await context.newPage();
    await second.goto('/club/club2/dashboard');
    await second.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    expect(await isDark(page)).toBe(false);
    expect(await isDark(second)).toBe(false);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    await expect.poll(() => isDark(second)).toBe(true);

    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await isDark(page)).toBe(true);
  });
});
