import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

/** A context that knows the app's address, so pages navigate with paths such as '/login'. */
export function newAppContext(browser: Browser, baseUrl: string, viewport = { width: 1440, height: 900 }): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, viewport, locale: 'en-US', timezoneId: 'UTC' });
}

/** Pathname of the page, without origin or query. */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/** Signs in through the real login form, as a user would, and waits for the server's answer. */
export async function loginAs(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const response = await answered;
  if (!response.ok()) throw new Error(`Login of ${email} failed with ${response.status()}`);
}
