import { beforeAll, describe, expect, inject } from 'vitest';
import { auditRoutes, auditStates, newModeContext, type ThemeMode } from './support/a11y-tour';
import { countByImpact, describeFindings, type Finding } from './support/axe';
import { tourRoutes, type TourRoutes } from './support/demo-routes';
import { test } from './support/fixtures';

// Each tour visits tens of screens and runs axe on each: minutes, not the suite's default minute.
const TOUR_TIMEOUT_MS = 600_000;

/** Critical, serious and moderate findings fail; minor ones (axe's hints) are left to judgement. */
function expectNoFindings(findings: Finding[], tour: string) {
  const counts = countByImpact(findings);
  const failing = findings.filter((finding) => finding.impact !== 'minor');
  expect(describeFindings(failing), `${tour}: ${counts.critical} critical, ${counts.serious} serious, ${counts.moderate} moderate`).toBe('');
}

describe('accessibility: axe-core on every route, dialog and menu (WCAG 2.1 AA and best practices)', () => {
  let routes: TourRoutes;
  beforeAll(async () => {
    routes = await tourRoutes(inject('baseUrl'));
  });

  for (const mode of ['light', 'dark'] as const satisfies ThemeMode[]) {
    test(`${mode} mode: every route, signed out and signed in`, { timeout: TOUR_TIMEOUT_MS }, async ({ browser }) => {
      const context = await newModeContext(browser, inject('baseUrl'), mode);
      try {
        expectNoFindings(await auditRoutes(await context.newPage(), routes, mode), `${mode} routes`);
      } finally {
        await context.close();
      }
    });

    test(`${mode} mode: every dialog and menu`, { timeout: TOUR_TIMEOUT_MS }, async ({ browser }) => {
      const context = await newModeContext(browser, inject('baseUrl'), mode);
      try {
        expectNoFindings(await auditStates(await context.newPage(), routes, mode), `${mode} dialogs and menus`);
      } finally {
        await context.close();
      }
    });
  }
});
