import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { loginAs, waitForPath } from './support/browser';
import { test } from './support/fixtures';

// admin@example.com on club2's demo data. The soccer league (registration open) has five teams and no schedule:
// this spec generates one. The volleyball league is in season with its latest night waiting for results: it enters
// them, reads the standings and seeds a bracket before the season is over, with the override. The completed
// kickball season shows its champion. Results of games that have not begun are refused (the season's rules).
const CLUB = '/club/club2';
const SOCCER = 'Sunday Soccer 7v7';
const VOLLEYBALL = 'Coed Volleyball Tuesdays';
const KICKBALL = 'Kickball Social League';

async function openLeagueTab(page: Page, league: string, tab: string) {
  await page.goto(`${CLUB}/leagues`);
  await page.getByRole('link', { name: league }).first().click();
  await page.getByRole('heading', { level: 1, name: league }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
}

const snackbar = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

describe('schedules, results, standings and playoffs, end to end', () => {
  test('generate a season with its preview and fairness report, publish, score a night, read the standings, play a double-elimination bracket', async ({
    page,
  }) => {
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');

    // Generate: the preview comes first, with the fairness report; nothing is saved until Publish.
    await openLeagueTab(page, SOCCER, 'Schedule');
    await page.getByText('No schedule yet').waitFor();
    await page.getByRole('button', { name: 'Generate schedule' }).first().click();
    const generator = page.getByRole('dialog', { name: 'Generate the schedule' });
    await generator.getByRole('button', { name: 'Generate preview' }).click();
    await generator.getByText('10 games on 5 dates · every match placed · 0 kept, 0 replaced').waitFor();
    const fairness = generator.getByRole('table', { name: 'Fairness by team' });
    expect(await fairness.getByRole('row').count()).toBe(6);
    for (const team of ['Riverside Rovers', 'Hudson Strikers', 'Inwood United']) {
      const cells = await fairness.getByRole('row').filter({ hasText: team }).getByRole('cell').allInnerTexts();
      // Games, home, away, byes: four games each, two at home, one bye in a five-team round robin.
      expect(cells.slice(1, 5)).toEqual(['4', '2', '2', '1']);
    }
    await generator.getByRole('button', { name: 'Publish schedule' }).click();
    await snackbar(page, '10 games published');
    expect(await page.getByTestId('game-row').count()).toBe(10);

    // Results are entered In Season: the soccer league is still open for registration.
    expect(await page.getByRole('button', { name: 'Enter results' }).isDisabled()).toBe(true);
    await page.getByText('Results are entered while the league is In Season').first().waitFor();

    // The volleyball league's latest night waits for its results: type them from the keyboard, Enter saves the night.
    await openLeagueTab(page, VOLLEYBALL, 'Schedule');
    await page.getByRole('button', { name: 'Enter results' }).click();
    const results = page.getByRole('dialog', { name: 'Enter results' });
    const boxes = results.getByRole('textbox');
    await boxes.nth(0).fill('25');
    await page.keyboard.press('Tab');
    await page.keyboard.type('20');
    await page.keyboard.press('Tab');
    await page.keyboard.type('25');
    await page.keyboard.press('Tab');
    await page.keyboard.type('18');
    await page.keyboard.press('Enter');
    await snackbar(page, '1 result saved');
    await page
      .getByText(/^2–0 \(25–20, 25–18\)$/)
      .first()
      .waitFor();

    // Standings: the league's table, and a sentence for each tie it had to break.
    await page.getByRole('tab', { name: 'Standings' }).click();
    const table = page.getByRole('table', { name: 'League table' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(7);

    // Playoffs before the season is over: refused unless the admin overrides, which the History records.
    await page.getByRole('tab', { name: 'Playoffs' }).click();
    await page.getByRole('heading', { name: 'Create the playoff bracket' }).waitFor();
    await page.getByRole('combobox', { name: 'Bracket type' }).click();
    await page.getByRole('option', { name: 'Double Elimination' }).click();
    await page.getByRole('combobox', { name: 'Teams (top of the standings)' }).click();
    await page.getByRole('option', { name: '4', exact: true }).click();
    const create = page.getByRole('button', { name: 'Create bracket' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /Create the bracket anyway/ }).check();
    await create.click();
    await snackbar(page, 'Bracket created with 7 games');
    await page.getByText('Losers’ bracket', { exact: true }).waitFor();
    await page
      .getByText(/^Winner of game \d+$/)
      .first()
      .waitFor();
    // Its games have not begun: none takes a result yet.
    const ready = page.getByRole('button', { name: /^Game \d+/ }).filter({ hasText: 'Ready' });
    expect(await ready.count()).toBeGreaterThan(0);
    expect(await ready.first().isDisabled()).toBe(true);

    // The completed kickball season was played to its champion.
    await openLeagueTab(page, KICKBALL, 'Playoffs');
    expect(await page.getByText(/are the champions$/).innerText()).toMatch(/^.+ are the champions$/);
  });
});
