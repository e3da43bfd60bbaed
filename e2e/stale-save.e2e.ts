import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed';
import { auditScreen, countByImpact, describeFindings } from './support/axe';
import { loginAs, waitForPath } from './support/browser';
import { test } from './support/fixtures';

const LEAGUE = 'Thursday Night Basketball';

/** The demo league's id, read from the API as the demo admin. */
async function leagueId(baseUrl: string): Promise<string> {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const page = await fetch(`${baseUrl}/api/club2/leagues?page_size=50`, { headers: { authorization: `Bearer ${accessToken}` } });
  const found = ((await page.json()) as { items: { id: string; name: string }[] }).items.find((league) => league.name === LEAGUE);
  if (!found) throw new Error(`The demo league ${LEAGUE} is missing`);
  return found.id;
}

const description = (page: Page) => page.getByRole('textbox', { name: 'Description' });

async function openEdit(page: Page, id: string): Promise<string> {
  await page.goto(`/club/club2/leagues/${id}/edit`);
  await page.getByRole('heading', { name: `Edit ${LEAGUE}` }).waitFor();
  return description(page).inputValue();
}

describe('two tabs editing the same league (issue 20 §2)', () => {
  test('the second save is refused and shows what changed: their value, mine, then load theirs or save mine', async ({ page, context }) => {
    const id = await leagueId(inject('baseUrl'));
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');
    const other = await context.newPage();
    const original = await openEdit(page, id);
    await openEdit(other, id);

    // The first tab saves a new description.
    await description(page).fill('Tip-off at 7 sharp');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, `/club/club2/leagues/${id}`);

    // The second tab, opened before that save, would put the old one back: it is refused and says what changed.
    await description(other).fill('Bring a light and a dark shirt');
    await other.getByRole('button', { name: 'Save' }).click();
    const conflict = other.getByRole('dialog', { name: 'Someone else saved this first' });
    await conflict.waitFor();
    const changed = conflict.getByRole('region', { name: 'Description' });
    expect(await changed.textContent()).toContain('Their value: Tip-off at 7 sharp');
    expect(await changed.textContent()).toContain('Your value: Bring a light and a dark shirt');
    // Only what they changed is listed.
    expect(await conflict.getByRole('region').count()).toBe(1);
    await other.screenshot({ path: fileURLToPath(new URL('../test-results/stale-save-conflict.png', import.meta.url)) });
    const findings = await auditScreen(other, 'stale-save conflict', '[role="dialog"]');
    const counts = countByImpact(findings);
    expect(describeFindings(findings.filter((finding) => finding.impact === 'critical' || finding.impact === 'serious')), `${counts.serious} serious`).toBe('');

    // From the keyboard: the focus is on Load their version, and Enter loads it, keeping nothing of mine.
    expect(await conflict.getByRole('button', { name: 'Load their version' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await other.keyboard.press('Enter');
    await conflict.waitFor({ state: 'hidden' });
    expect(await description(other).inputValue()).toBe('Tip-off at 7 sharp');

    // Saving from their version now goes through (and puts the demo data back).
    await description(other).fill(original);
    await other.getByRole('button', { name: 'Save' }).click();
    await waitForPath(other, `/club/club2/leagues/${id}`);
  });
});
