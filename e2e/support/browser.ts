import { chromium, type Browser, type BrowserContext, type Dialog, type Page, type Response } from 'playwright-core';
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

/** Submits the real login form, as a user would, and returns the server's answer. */
export async function submitLogin(page: Page, email: string, password: string): Promise<Response> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  return answered;
}

/** Signs in through the real login form and waits for the server to accept it. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await submitLogin(page, email, password);
  if (!response.ok()) throw new Error(`Login of ${email} failed with ${response.status()}`);
}

/**
 * Reloads a page and, should it ask before unloading (unsaved edits), answers Leave.
 * Returns the type of the dialog the browser showed, or null when it showed none.
 */
export async function reloadLeavingEdits(page: Page): Promise<string | null> {
  let shown: string | null = null;
  const leave = (dialog: Dialog) => {
    shown = dialog.type();
    void dialog.accept();
  };
  page.once('dialog', leave);
  await page.reload();
  page.off('dialog', leave);
  return shown;
}
