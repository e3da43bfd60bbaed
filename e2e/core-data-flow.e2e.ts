import { readFile } from 'node:fs/promises';
import { ID_LENGTH } from '@matchday/domain';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { loginAs, pathOf, waitForPath } from './support/browser';
import { test } from './support/fixtures';
import { breadcrumbs } from './support/shell';

// admin@example.com on club2 (soccer: playing areas are Fields). Names no other spec or the demo data uses.
const LOCATION = 'Harbour View Park';
const LEAGUE = 'Harbour Thursday 7v7';
const CLUB = '/club/club2';
const ID_PATTERN = new RegExp(`[0-9A-Z]{${ID_LENGTH}}`);

const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

/** An open dialog by its title. */
const dialogTitled = (page: Page, title: string) => page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function chooseOption(page: Page, label: string, search: string, option: string | RegExp) {
  const field = page.getByRole('combobox', { name: label });
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

async function createLocation(page: Page) {
  await page.goto(`${CLUB}/locations/new`);
  await heading(page, 'New location');
  await page.getByRole('textbox', { name: 'Name' }).fill(LOCATION);
  await page.getByRole('textbox', { name: 'Address' }).fill('1 Harbour Road, Brooklyn, NY');
  for (let field = 0; field < 3; field += 1) await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('button', { name: 'Create location' }).click();
  await snackbar(page, `${LOCATION} created`);
  await waitForPath(page, `${CLUB}/locations`);
  await page.getByRole('row').filter({ hasText: LOCATION }).getByText('3 Fields').waitFor();
}

async function createLeague(page: Page): Promise<string> {
  await page.goto(`${CLUB}/leagues/new`);
  await heading(page, 'New league');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(LEAGUE);
  await page.getByRole('textbox', { name: 'Season', exact: true }).fill('Fall 2027');
  await page.getByLabel('Season starts').fill('2027-09-02');
  await page.getByLabel('Season ends').fill('2027-11-25');
  await page.getByLabel('Registration opens').fill('2027-06-01');
  await page.getByLabel('Registration closes').fill('2027-08-20');
  await chooseOption(page, 'Locations', 'Harbour', LOCATION);
  await chooseOption(page, 'Add a question', 'T-shirt', 'T-shirt size');
  await chooseOption(page, 'Add a question', 'Skill', 'Skill level');
  await page.getByRole('button', { name: 'Create league' }).click();
  await snackbar(page, `${LEAGUE} created as a draft`);
  await page.waitForURL((url) => /\/club\/club2\/leagues\/[0-9A-Z]{26}$/.test(url.pathname));
  await heading(page, LEAGUE);
  return pathOf(page);
}

async function createTeam(page: Page, name: string, players: [search: string, fullName: string][]) {
  await page.getByRole('button', { name: 'New team' }).first().click();
  const dialog = dialogTitled(page, 'New team');
  await dialog.getByRole('textbox', { name: 'Team name' }).fill(name);
  for (const [search, fullName] of players) {
    const picker = dialog.getByRole('combobox', { name: 'Players' });
    await picker.click();
    await picker.fill(search);
    await page
      .getByRole('option', { name: new RegExp(fullName) })
      .first()
      .click();
  }
  await dialog.getByRole('combobox', { name: 'Captain' }).click();
  await page.getByRole('option', { name: players[0]![1] }).click();
  // Each player the team registers answers the league's required question.
  for (const [, fullName] of players) {
    await dialog
      .getByRole('group', { name: `${fullName}’s answers` })
      .getByRole('combobox', { name: 'T-shirt size' })
      .click();
    await page.getByRole('option', { name: 'M', exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Create team' }).click();
  await snackbar(page, `Team ${name} created`);
  await page.getByRole('row').filter({ hasText: name }).getByText(players[0]![1]).waitFor();
}

async function registerNewFreeAgent(page: Page) {
  await page.getByRole('button', { name: 'Register free agent' }).first().click();
  const dialog = dialogTitled(page, 'Register a free agent');
  await dialog.getByRole('button', { name: 'Add a new player' }).click();
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Quinn');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Harbour');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('quinn.harbour@example.org');
  await dialog.getByRole('button', { name: 'Add and choose' }).click();
  await dialog.getByRole('combobox', { name: 'T-shirt size' }).click();
  await page.getByRole('option', { name: 'M', exact: true }).click();
  await dialog.getByRole('radiogroup', { name: 'Skill level' }).getByRole('radio', { name: 'Intermediate' }).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await snackbar(page, 'Quinn Harbour registered as a free agent');
}

async function placeFreeAgent(page: Page, team: string) {
  await page.getByRole('button', { name: 'Place on team: Quinn Harbour' }).click();
  const dialog = dialogTitled(page, 'Place Quinn Harbour on a team');
  await dialog.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: new RegExp(`^${team} `) }).click();
  await dialog.getByRole('button', { name: 'Place on team' }).click();
  await snackbar(page, `Quinn Harbour placed on ${team}`);
}

describe('core data, end to end', () => {
  test('a location with three fields, a league using it with two questions, teams, a placed free agent, CSV and History', async ({ page }) => {
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');

    await createLocation(page);
    const leaguePath = await createLeague(page);
    await page.getByText('Teams & Individuals').first().waitFor();
    await page.getByText('T-shirt size').first().waitFor();
    await page.getByText(LOCATION).first().waitFor();

    expect(leaguePath).toMatch(ID_PATTERN);
    const trail = await breadcrumbs(page).innerText();
    expect(trail).not.toMatch(ID_PATTERN);
    expect(trail.trim().endsWith('League')).toBe(true);

    await page.getByRole('tab', { name: 'Teams' }).click();
    await createTeam(page, 'Harbour Hawks', [
      ['olivia.johnson', 'Olivia Johnson'],
      ['liam.okafor', 'Liam Okafor'],
    ]);
    await createTeam(page, 'Harbour Herons', [
      ['emma.murphy', 'Emma Murphy'],
      ['noah.williams', 'Noah Williams'],
    ]);

    await page.getByRole('tab', { name: 'Free Agents' }).click();
    await registerNewFreeAgent(page);
    await placeFreeAgent(page, 'Harbour Hawks');

    // The team's page: its path holds the league's and the team's ids; the trail shows neither and ends with 'Team'.
    await page.getByRole('tab', { name: 'Teams' }).click();
    await page.getByRole('link', { name: 'Harbour Hawks' }).click();
    await page.waitForURL((url) => new RegExp(`^${leaguePath}/teams/[0-9A-Z]{26}$`).test(url.pathname));
    await heading(page, 'Harbour Hawks');
    await page.getByRole('row').filter({ hasText: 'Quinn Harbour' }).waitFor();
    const teamTrail = await breadcrumbs(page).innerText();
    expect(teamTrail).not.toMatch(ID_PATTERN);
    expect(teamTrail.replace(/\s+/g, ' ').trim()).toMatch(/Leagues.*Teams.*Team$/);

    // Export the leagues the filter shows (this season's search) and read the file.
    await page.goto(`${CLUB}/leagues?q=Harbour`);
    await page.getByRole('link', { name: LEAGUE }).first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe(
      'name,sport,season,season_start,season_end,status,registration_type,payment_mode,team_capacity,teams,players,free_agents,registration_closes_on',
    );
    expect(rows).toEqual([
      expect.stringMatching(new RegExp(`^${LEAGUE},soccer,Fall 2027,2027-09-02,2027-11-25,draft,teams_and_individuals,[a-z_]+,\\d+,2,5,0,2027-08-20$`)),
    ]);

    // History: the league, its teams and the placed free agent, each change with who made it.
    await page.goto(`${leaguePath}?tab=history`);
    const history = page.getByRole('tabpanel');
    for (const entry of [LEAGUE, 'Harbour Hawks', 'Harbour Herons', 'Quinn Harbour']) await history.getByText(entry).first().waitFor();
    await history.getByText('Alex Morgan').first().waitFor();
  });
});
