import { STORAGE_KEYS } from '@matchday/domain';
import { MODE_KEY as SITE_MODE_KEY } from '../../apps/web/src/site/theme';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { auditScreen, type Finding } from './axe';
import { loginAs, newAppContext } from './browser';
import type { TourRoutes } from './demo-routes';
import { settle, visit } from './settle';
import { TOUR_STATES } from './tour-states';

export type ThemeMode = 'light' | 'dark';

/**
 * A context whose app starts in the given theme mode (the navType preference, as the mode toggle saves it), and whose
 * public club site does too (its own switch, web/src/site/theme.ts).
 */
export async function newModeContext(
  browser: Browser,
  baseUrl: string,
  mode: ThemeMode,
  viewport?: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await newAppContext(browser, baseUrl, viewport);
  await context.addInitScript(
    ([key, navType]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify({ navType }));
    },
    [STORAGE_KEYS.preferences, mode] as const,
  );
  await context.addInitScript(([key, siteMode]) => localStorage.setItem(key, siteMode), [SITE_MODE_KEY, mode] as const);
  return context;
}

/** Signs the demo admin in on a page that was signed out. */
async function signIn(page: Page): Promise<void> {
  await loginAs(page, 'admin@example.com');
  await page.waitForURL((url) => url.pathname === '/choose-club');
}

/** Pages closed to their club, visited for the dashboard they open with its notice (club3 has not finished onboarding). */
const CLOSED_PAGES = ['/club/club3/leagues'];

/** axe on every route, signed out then signed in as the demo admin, and the closed pages' notice. */
export async function auditRoutes(page: Page, routes: TourRoutes, label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of routes.guest) {
    await visit(page, path);
    findings.push(...(await auditScreen(page, `${label} ${path}`)));
  }
  await signIn(page);
  for (const path of [...routes.signedIn, ...CLOSED_PAGES]) {
    await visit(page, path);
    findings.push(...(await auditScreen(page, `${label} ${path}`)));
  }
  return findings;
}

const POPUP = 'data-tour-popup';

/** Marks the popup opened last (MUI renders each in its own element at the end of the body) for axe to check. */
async function markPopup(page: Page): Promise<string> {
  const marked = await page.evaluate((attribute) => {
    const popups = Array.from(document.querySelectorAll('[role="dialog"], [role="menu"], [role="listbox"]')).filter((element) => element.checkVisibility());
    let root = popups.at(-1);
    while (root && root.parentElement !== document.body) root = root.parentElement ?? undefined;
    root?.setAttribute(attribute, '');
    return root !== undefined;
  }, POPUP);
  if (!marked) throw new Error(`No open dialog, menu or listbox on ${page.url()}`);
  return `[${POPUP}]`;
}

/** axe on every dialog and menu of TOUR_STATES, each opened on a freshly loaded page. */
export async function auditStates(page: Page, routes: TourRoutes, label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const guest = TOUR_STATES.filter((state) => state.guest);
  const signedIn = TOUR_STATES.filter((state) => !state.guest);
  for (const state of [...guest, ...signedIn]) {
    if (state === signedIn[0]) await signIn(page);
    await visit(page, state.path(routes.ids));
    try {
      await state.open(page);
    } catch (error) {
      throw new Error(`Could not open the ${state.name} on ${page.url()}: ${String(error)}`);
    }
    await settle(page);
    const within = state.scope === 'page' ? undefined : await markPopup(page);
    findings.push(...(await auditScreen(page, `${label} ${state.name}`, within)));
  }
  return findings;
}
