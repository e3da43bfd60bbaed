// `npm run screenshots`: starts the built app like the end-to-end suite does and saves the screens the
// README and reviews show, each in light and dark, to docs/screenshots/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STORAGE_KEYS, timezoneAbbreviation } from '@matchday/domain';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_PREFERENCES, type Preferences } from '../apps/web/src/stores/preferences-schema';
import { startApp } from './support/app-server';
import { launchBrowser, loginAs, newAppContext, waitForPath } from './support/browser';

const OUTPUT_DIR = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Shot {
  name: string;
  viewport?: { width: number; height: number };
  preferences?: Partial<Preferences>;
  /** Brings the page to the screen to capture. */
  open(page: Page): Promise<void>;
}

const signedIn = (email: string, landing: string, path?: string) => async (page: Page) => {
  await loginAs(page, email);
  await waitForPath(page, landing);
  if (path) {
    await page.goto(path);
    await waitForPath(page, path);
  }
};

/** The temporary drawer opens by default on a phone (spec §4) and is modal: once it has slid in, a tap beside it closes it. */
async function closeTemporaryDrawer(page: Page): Promise<void> {
  const chip = `Timezone: ${timezoneAbbreviation('America/New_York', new Date())}`; // club2's chip: EDT or EST, as today
  await page.getByText(chip).waitFor();
  await page.waitForTimeout(600);
  await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
  await page.getByText(chip).waitFor({ state: 'hidden' });
}

const onPhone = (open: (page: Page) => Promise<void>) => async (page: Page) => {
  await open(page);
  await closeTemporaryDrawer(page);
};

const ADMIN_CLUB2 = signedIn('admin@example.com', '/choose-club', '/club/club2/dashboard');

/** Opens a page of club2 reached by clicking through from another, for pages whose path holds an id. */
const clickThrough = (path: string, ...links: string[]) => async (page: Page) => {
  await ADMIN_CLUB2(page);
  await page.goto(path);
  for (const link of links) await page.getByRole('link', { name: link, exact: true }).first().click();
  await page.waitForLoadState('networkidle');
};

const opened = (path: string) => async (page: Page) => {
  await ADMIN_CLUB2(page);
  await page.goto(path);
};

const SOCCER = 'Sunday Soccer 7v7';

/** The screens of the club's core data (issue 3), wide and on a phone. */
const CORE_DATA_SHOTS: Shot[] = [
  { name: 'leagues', open: opened('/club/club2/leagues') },
  { name: 'leagues-phone', viewport: PHONE, open: onPhone(opened('/club/club2/leagues')) },
  { name: 'league-new', open: opened('/club/club2/leagues/new') },
  { name: 'league-overview', open: clickThrough('/club/club2/leagues', SOCCER) },
  { name: 'league-overview-phone', viewport: PHONE, open: async (page) => (await onPhone(opened('/club/club2/leagues'))(page), await page.getByRole('link', { name: SOCCER }).first().click()) },
  { name: 'league-teams', open: async (page) => (await clickThrough('/club/club2/leagues', SOCCER)(page), page.getByRole('tab', { name: 'Teams' }).click()) },
  { name: 'league-free-agents', open: async (page) => (await clickThrough('/club/club2/leagues', SOCCER)(page), page.getByRole('tab', { name: 'Free Agents' }).click()) },
  { name: 'league-history', open: async (page) => (await clickThrough('/club/club2/leagues', SOCCER)(page), page.getByRole('tab', { name: 'History' }).click()) },
  {
    name: 'team',
    open: async (page) => {
      await clickThrough('/club/club2/leagues', SOCCER)(page);
      await page.getByRole('tab', { name: 'Teams' }).click();
      await page.getByRole('table').getByRole('link').first().click();
    },
  },
  { name: 'locations', open: opened('/club/club2/locations') },
  { name: 'locations-phone', viewport: PHONE, open: onPhone(opened('/club/club2/locations')) },
  { name: 'location-edit', open: clickThrough('/club/club2/locations', 'Riverside Park') },
  { name: 'questions', open: opened('/club/club2/cms/questions') },
  {
    name: 'question-preview',
    open: async (page) => {
      await opened('/club/club2/cms/questions')(page);
      await page.getByText('T-shirt size', { exact: true }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'players', open: opened('/club/club2/players') },
  { name: 'player', open: async (page) => (await opened('/club/club2/players')(page), page.getByRole('table').getByRole('link').first().click()) },
  { name: 'history', open: opened('/club/club2/history') },
];

const VOLLEYBALL = 'Coed Volleyball Tuesdays';
const KICKBALL = 'Kickball Social League';

/** A league of club2 opened on one of its tabs. */
const leagueTab = (league: string, tab: string) => async (page: Page) => {
  await clickThrough('/club/club2/leagues', league)(page);
  await page.getByRole('tab', { name: tab }).click();
};

/** The schedule, results, standings and playoffs screens (issue 4). */
const SCHEDULE_SHOTS: Shot[] = [
  { name: 'schedule', open: leagueTab(VOLLEYBALL, 'Schedule') },
  { name: 'schedule-phone', viewport: PHONE, open: async (page) => (await onPhone(opened('/club/club2/leagues'))(page), await page.getByRole('link', { name: VOLLEYBALL }).first().click(), await page.getByRole('tab', { name: 'Schedule' }).click()) },
  { name: 'schedule-day', open: async (page) => (await leagueTab(VOLLEYBALL, 'Schedule')(page), await page.getByRole('button', { name: 'Day' }).click()) },
  {
    name: 'schedule-preview',
    open: async (page) => {
      await leagueTab(SOCCER, 'Schedule')(page);
      await page.getByRole('button', { name: 'Generate schedule' }).first().click();
      await page.getByRole('button', { name: 'Generate preview' }).click();
      await page.getByText('Fairness by team').waitFor();
    },
  },
  { name: 'schedule-results', open: async (page) => (await leagueTab(VOLLEYBALL, 'Schedule')(page), await page.getByRole('button', { name: 'Enter results' }).click()) },
  { name: 'standings', open: leagueTab(VOLLEYBALL, 'Standings') },
  { name: 'standings-rules', open: async (page) => (await leagueTab(VOLLEYBALL, 'Standings')(page), await page.getByRole('button', { name: 'Rules' }).click()) },
  { name: 'playoffs', open: leagueTab(KICKBALL, 'Playoffs') },
  { name: 'playoffs-create', open: leagueTab(VOLLEYBALL, 'Playoffs') },
  { name: 'playoffs-phone', viewport: PHONE, open: async (page) => (await onPhone(opened('/club/club2/leagues'))(page), await page.getByRole('link', { name: KICKBALL }).first().click(), await page.getByRole('tab', { name: 'Playoffs' }).click()) },
];

const SHOTS: Shot[] = [
  { name: 'login', open: (page) => page.goto('/login').then(() => undefined) },
  { name: 'choose-club', open: signedIn('admin@example.com', '/choose-club') },
  { name: 'dashboard', open: signedIn('admin@example.com', '/choose-club', '/club/club2/dashboard') },
  { name: 'dashboard-mini-drawer', preferences: { drawerType: 'mini-drawer' }, open: signedIn('admin@example.com', '/choose-club', '/club/club2/dashboard') },
  {
    name: 'unauthorized',
    open: async (page) => {
      await signedIn('single@example.com', '/club/club2/leagues')(page);
      await page.goto('/club/club1/dashboard');
      await page.getByText('You are not authorized!').waitFor();
    },
  },
  // On a phone the temporary drawer opens by default (spec §4): one picture with it, one of the page itself.
  { name: 'dashboard-phone-menu', viewport: PHONE, open: signedIn('single@example.com', '/club/club2/leagues', '/club/club2/dashboard') },
  {
    name: 'dashboard-phone',
    viewport: PHONE,
    open: async (page) => {
      await signedIn('single@example.com', '/club/club2/leagues', '/club/club2/dashboard')(page);
      await closeTemporaryDrawer(page);
    },
  },
];

async function capture(browser: Browser, baseUrl: string, shot: Shot, navType: Preferences['navType']): Promise<string> {
  const context = await newAppContext(browser, baseUrl, shot.viewport ?? WIDE);
  const preferences: Preferences = { ...DEFAULT_PREFERENCES, ...shot.preferences, navType };
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.preferences, JSON.stringify(preferences)] as const);
  try {
    const page = await context.newPage();
    await shot.open(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Let drawers and fades finish before the picture.
    await page.waitForTimeout(600);
    const file = `${OUTPUT_DIR}${shot.name}-${navType}.png`;
    await page.screenshot({ path: file });
    return file;
  } finally {
    await context.close();
  }
}

const only = process.argv[2];
const app = await startApp();
const browser = await launchBrowser();
try {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const shot of [...SHOTS, ...CORE_DATA_SHOTS, ...SCHEDULE_SHOTS].filter((candidate) => !only || candidate.name.startsWith(only))) {
    for (const navType of ['light', 'dark'] as const) {
      console.log(await capture(browser, app.baseUrl, shot, navType));
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
