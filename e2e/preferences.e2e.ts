import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PRESETS } from '../apps/web/src/theme/presets';
import { loginAs, waitForPath } from './support/browser';
import { test } from './support/fixtures';
import { settle } from './support/settle';
import { backgroundLuminance, menuItem } from './support/shell';

const isDark = async (page: Page) => (await backgroundLuminance(page)) < 0.5;

/** The colour of the selected menu entry, which the theme paints with the preset's primary colour. */
const selectedEntryColor = (page: Page, title: string) =>
  menuItem(page, title).evaluate((element) => getComputedStyle(element.closest('.Mui-selected') ?? element).color);

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('preferences (spec §3, §4)', () => {
  test('dark mode survives a reload and reaches a second tab without reloading it', async ({ context, page }) => {
    await loginAs(page, 'single@example.com');
    await waitForPath(page, '/club/club2/leagues');
    const second = await context.newPage();
    await second.goto('/club/club2/dashboard');
    await second.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    // On a loaded machine the headers are still taking their lazy parts when they show: a click then can miss.
    await Promise.all([settle(page), settle(second)]);
    expect(await isDark(page)).toBe(false);
    expect(await isDark(second)).toBe(false);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(() => isDark(page), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => isDark(second), { timeout: 10_000 }).toBe(true);

    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await isDark(page)).toBe(true);
  });

  test('a colour preset picked in the customization panel reaches a second tab and survives a reload', async ({ context, page }) => {
    await loginAs(page, 'single@example.com');
    await waitForPath(page, '/club/club2/leagues');
    const second = await context.newPage();
    await second.goto('/club/club2/leagues');
    await menuItem(second, 'Leagues').waitFor();
    expect(await selectedEntryColor(second, 'Leagues')).toBe(rgb(PRESETS.theme1.light.primary));

    await page.getByRole('button', { name: 'Customize appearance' }).click();
    await page.getByRole('radio', { name: 'Pitch' }).click();
    expect(await page.getByRole('radio', { name: 'Pitch' }).getAttribute('aria-checked')).toBe('true');

    const pitch = rgb(PRESETS.theme2.light.primary);
    await expect.poll(() => selectedEntryColor(second, 'Leagues')).toBe(pitch);
    await second.reload();
    await menuItem(second, 'Leagues').waitFor();
    expect(await selectedEntryColor(second, 'Leagues')).toBe(pitch);
  });
});
