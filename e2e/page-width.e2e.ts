import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject } from 'vitest';
import { loginAs, newAppContext } from './support/browser';
import { tourRoutes, type TourRoutes } from './support/demo-routes';
import { test } from './support/fixtures';
import { settle } from './support/settle';

const VIEWPORTS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const TOUR_TIMEOUT_MS = 300_000;

/** How far the page reaches past the window's right edge, in px (0 when it scrolls only up and down). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);

/** The routes wider than the window, as 'path: N px too wide'. */
async function tooWide(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    const excess = await overflow(page);
    if (excess > 0) found.push(`${path}: ${excess} px too wide`);
  }
  return found;
}

describe('no page scrolls sideways (spec §1)', () => {
  let routes: TourRoutes;
  beforeAll(async () => {
    routes = await tourRoutes(inject('baseUrl'));
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`every route fits a ${viewport.width} px window (${name})`, { timeout: TOUR_TIMEOUT_MS }, async ({ browser }) => {
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
