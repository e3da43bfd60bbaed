import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { loginAs, waitForPath } from './support/browser';
import { test } from './support/fixtures';

// admin@example.com on club2's demo data. The soccer league has five teams and no schedule: this spec generates
// one, enters a night of results, reads the standings, and plays a double-elimination bracket to its champion.
const CLUB = '/club/club2';
const SOCCER = 'Sunday Soccer 7v7';
const VOLLEYBALL = 'Coed Volleyball Tuesdays';

async function openLeagueTab(page: Page, league: string, tab: string) {
  await page.goto(`${CLUB}/leagues`);
  await page.getByRole('link', { name: league }).first().click();
  await page.getByRole('heading', { level: 1, name: league }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
}

const snackbar = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

/** In the open result dialog of a one-game match: the home side wins 2–1. */
async function homeWins(page: Page) {
  const dialog = page.getByRole('dialog');
  const inputs = dialog.getByRole('textbox');
  await inputs.nth(0).fill('2');
  await inputs.nth(1).fill('1');
  await dialog.getByText(/win the match 1–0/).waitFor();
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('schedules, results, standings and playoffs, end to end', () => {
  test('generate a season with its preview and fairness report, publish, score a night, read the standings, play a double-elimination bracket', async ({ page }) => {
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

    // A night of results from the keyboard: Tab between boxes, Enter saves the night.
    await page.getByRole('button', { name: 'Enter results' }).click();
    const results = page.getByRole('dialog', { name: 'Enter results' });
    const boxes = results.getByRole('textbox');
    await boxes.nth(0).fill('2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await snackbar(page, '2 results saved');
    await page.getByText('2–0', { exact: true }).waitFor();
    await page.getByText('1–0', { exact: true }).waitFor();

    // Standings: the two winners are level on 3 points, and a sentence says which rule separated them.
    await page.getByRole('tab', { name: 'Standings' }).click();
    const table = page.getByRole('table', { name: 'League table' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(6);
    await page.getByText(/were level on 3 points: point differential \(\+2 and \+1\) separated them\./).waitFor();

    // Playoffs: a double-elimination bracket of the top four, played to a champion.
    await page.getByRole('tab', { name: 'Playoffs' }).click();
    await page.getByRole('heading', { name: 'Create the playoff bracket' }).waitFor();
    await page.getByRole('combobox', { name: 'Bracket type' }).click();
    await page.getByRole('option', { name: 'Double Elimination' }).click();
    await page.getByRole('combobox', { name: 'Teams (top of the standings)' }).click();
    await page.getByRole('option', { name: '4', exact: true }).click();
    await page.getByRole('button', { name: 'Create bracket' }).click();
    await snackbar(page, 'Bracket created with 7 games');
    await page.getByText('Losers’ bracket', { exact: true }).waitFor();
    await page.getByText(/^Winner of game \d+$/).first().waitFor();

    const readyGames = page.getByRole('button', { name: /Enter the result of game \d+/ }).filter({ hasText: 'Ready' });
    for (let played = 0; played < 7 && !(await page.getByText(/are the champions$/).isVisible()); played += 1) {
      await readyGames.first().click();
      await homeWins(page);
      await page.waitForLoadState('networkidle');
    }
    expect(await page.getByText(/are the champions$/).innerText()).toMatch(/^.+ are the champions$/);
    // The winners' champion took the grand final: the reset game is not needed.
    await page.getByText('Not needed').waitFor();

    // The schedule now lists the playoff games too, and the demo's in-season league explains its ties.
    await openLeagueTab(page, VOLLEYBALL, 'Standings');
    await page.getByText('How ties were broken').waitFor();
  });
});
