import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inject, test as base } from 'vitest';
import { launchBrowser, newAppContext } from './browser';

const FAILURE_DIR = fileURLToPath(new URL('../../test-results/', import.meta.url));

/**
 * Specs get one browser per file, and a fresh context (empty storage, no session) and page per test.
 * A failing test leaves a picture of its page in test-results/.
 */
export const test = base
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('context', async ({ browser }, { onCleanup }) => {
    const context = await newAppContext(browser, inject('baseUrl'));
    onCleanup(() => context.close());
    return context;
  })
  .extend('page', async ({ context, task }, { onCleanup }) => {
    const page = await context.newPage();
    onCleanup(async () => {
      if (!task.result?.errors?.length) return;
      mkdirSync(FAILURE_DIR, { recursive: true });
      await page.screenshot({ path: `${FAILURE_DIR}${task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png` });
    });
    return page;
  });
