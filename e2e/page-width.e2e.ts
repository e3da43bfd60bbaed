import type { Page } from 'playwright-core';
import { beforeAll, describe, inject } from 'vitest';
import { loginAs, newAppContext } from './support/browser';
import { tourRoutes, type TourRoutes } from './support/demo-routes';
import { test } from './support/fixtures';
import { visit } from './support/settle';

const VIEWPORTS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const TOUR_TIMEOUT_MS = 300_000;

/**
 * What is wider than it may be: the page, past the window's right edge, and each table past the box that holds it
 * (a table clipped by its card, or scrolling sideways inside it, hides columns off to the right). And a selected
 * tab left off-screen in a tab bar that scrolls sideways (under its scroll arrow on a phone).
 */
const overflows = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const pageExcess = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth;
    if (pageExcess > 0) found.push(`the page is ${pageExcess} px wider than the window`);
    for (const table of Array.from(document.querySelectorAll('table'))) {
      let box = table.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      const excess = box ? Math.ceil(table.getBoundingClientRect().width) - box.clientWidth : 0;
      if (excess > 0)
        found.push(`the table '${table.getAttribute('aria-label') ?? table.querySelector('th')?.textContent ?? ''}' is ${excess} px wider than its box`);
    }
    for (const tab of Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]'))) {
      const bar = tab.parentElement?.closest('[role="tablist"]')?.parentElement ?? null;
      if (!bar) continue;
      const shown = bar.getBoundingClientRect();
      const { left, right } = tab.getBoundingClientRect();
      if (left < shown.left - 1 || right > shown.right + 1)
        found.push(`the selected tab '${tab.textContent ?? ''}' is outside the visible part of its tab bar`);
    }
    return found;
  });

/** The routes with something too wide, as 'path: what'. */
async function tooWide(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    found.push(...(await overflows(page)).map((problem) => `${path}: ${problem}`));
  }
  return found;
}

// The two window sizes are checked side by side, each in its own context.
describe.concurrent('no page scrolls sideways, nor any table inside it (spec §1)', () => {
  let routes: TourRoutes;
  beforeAll(async () => {
    routes = await tourRoutes(inject('baseUrl'));
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`every route fits a ${viewport.width} px window (${name})`, { timeout: TOUR_TIMEOUT_MS }, async ({ browser, expect }) => {
      const context = await newAppContext(browser, inject('baseUrl'), viewport);
      try {
        const page = await context.newPage();
        const guest = await tooWide(page, routes.guest);
        await loginAs(page, 'admin@example.com');
        await page.waitForURL((url) => url.pathname === '/choose-club');
        const signedIn = await tooWide(page, routes.signedIn);
        expect([...guest, ...signedIn]).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
