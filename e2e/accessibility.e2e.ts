import type { Page } from 'playwright-core';
import { beforeAll, describe, inject, type ExpectStatic } from 'vitest';
import { auditRoutes, auditStates, newModeContext, type ThemeMode } from './support/a11y-tour';
import { countByImpact, describeFindings, type Finding } from './support/axe';
import { loginAs } from './support/browser';
import { TOUR_CLUB, tourRoutes, type TourRoutes } from './support/demo-routes';
import { test } from './support/fixtures';
import { focusIndicator, focusWithKeyboard } from './support/focus';
import { settle, visit } from './support/settle';

// Each tour visits tens of screens and runs axe on each: minutes, not the suite's default minute.
const TOUR_TIMEOUT_MS = 600_000;
const FOCUS_TIMEOUT_MS = 120_000;

/** Critical, serious and moderate findings fail; minor ones (axe's hints) are left to judgement. */
function expectNoFindings(expect: ExpectStatic, findings: Finding[], tour: string) {
  const counts = countByImpact(findings);
  const failing = findings.filter((finding) => finding.impact !== 'minor');
  expect(describeFindings(failing), `${tour}: ${counts.critical} critical, ${counts.serious} serious, ${counts.moderate} moderate`).toBe('');
}

/** Where each kind of control is found, and how it gets keyboard focus. */
const FOCUSABLE_KINDS: { kind: string; path: (ids: TourRoutes['ids']) => string; focus: (page: Page) => Promise<void> }[] = [
  { kind: 'club card', path: () => '/choose-club', focus: (page) => focusWithKeyboard(page.getByRole('link', { name: /Riverside Athletic League/ })) },
  {
    kind: 'side menu entry',
    path: () => `${TOUR_CLUB}/leagues`,
    focus: (page) => focusWithKeyboard(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Locations' })),
  },
  { kind: 'outlined button', path: () => `${TOUR_CLUB}/leagues`, focus: (page) => focusWithKeyboard(page.getByRole('button', { name: 'Export CSV' })) },
  {
    kind: 'contained button',
    path: () => `${TOUR_CLUB}/leagues`,
    focus: (page) =>
      focusWithKeyboard(
        page
          .getByRole('main')
          .getByRole('link', { name: 'New league' })
          .or(page.getByRole('main').getByRole('button', { name: 'New league' }))
          .first(),
      ),
  },
  { kind: 'icon button', path: () => `${TOUR_CLUB}/leagues`, focus: (page) => focusWithKeyboard(page.getByRole('button', { name: 'Language' })) },
  { kind: 'link in a table', path: () => `${TOUR_CLUB}/leagues`, focus: (page) => focusWithKeyboard(page.getByRole('table').getByRole('link').first()) },
  { kind: 'tab', path: (ids) => `${TOUR_CLUB}/leagues/${ids.volleyball}`, focus: (page) => focusWithKeyboard(page.getByRole('tab', { name: 'Schedule' })) },
  {
    kind: 'menu item',
    path: () => `${TOUR_CLUB}/leagues`,
    focus: async (page) => {
      // Opened from the keyboard, the menu puts focus on its first item.
      await focusWithKeyboard(page.getByRole('button', { name: 'Account menu' }));
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem').first().waitFor();
    },
  },
];

const MODES = ['light', 'dark'] as const satisfies ThemeMode[];

/** Runs a check in a context of its own per theme mode; the two modes run side by side, each tour taking minutes. */
function inEachMode(name: string, check: (page: Page, mode: ThemeMode, expect: ExpectStatic) => Promise<void>, timeout = TOUR_TIMEOUT_MS) {
  describe.concurrent(name, () => {
    for (const mode of MODES) {
      test(`${mode} mode`, { timeout }, async ({ browser, expect }) => {
        const context = await newModeContext(browser, inject('baseUrl'), mode);
        try {
          await check(await context.newPage(), mode, expect);
        } finally {
          await context.close();
        }
      });
    }
  });
}

describe('accessibility: axe-core on every route, dialog and menu (WCAG 2.1 AA and best practices)', () => {
  let routes: TourRoutes;
  beforeAll(async () => {
    routes = await tourRoutes(inject('baseUrl'));
  });

  inEachMode('every route, signed out and signed in', async (page, mode, expect) => {
    expectNoFindings(expect, await auditRoutes(page, routes, mode), `${mode} routes`);
  });

  inEachMode('every dialog and menu', async (page, mode, expect) => {
    expectNoFindings(expect, await auditStates(page, routes, mode), `${mode} dialogs and menus`);
  });

  inEachMode(
    'keyboard focus shows an outline of at least 3:1 on cards, menu entries, buttons, links and tabs',
    async (page, _mode, expect) => {
      await loginAs(page, 'admin@example.com');
      await page.waitForURL((url) => url.pathname === '/choose-club');
      const weak: string[] = [];
      for (const { kind, path, focus } of FOCUSABLE_KINDS) {
        await visit(page, path(routes.ids));
        await focus(page);
        // A control may re-create itself as it gets focus (the corner switches load their tooltip then).
        await settle(page);
        const indicator = await focusIndicator(page);
        if (indicator.widthPx < 2 || indicator.contrast < 3)
          weak.push(`${kind} (${indicator.element}): outline ${indicator.outline}, contrast ${indicator.contrast}:1`);
      }
      expect(weak).toEqual([]);
    },
    FOCUS_TIMEOUT_MS,
  );
});
