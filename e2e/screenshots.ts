// `npm run screenshots [-- --only name,name]`: starts the built app like the end-to-end suite does and saves the
// screens the README and reviews show, each light and dark, wide (1440×900) and, for most, on a phone (390×844),
// to docs/screenshots/ as <name>[-phone]-<light|dark>.png.
//
// Built to finish on a busy machine: one browser; one signed-in context per user, size and mode, reused by every
// shot of that kind; each shot waits for concrete states (a heading, a dialog, a row), never for a fixed time, within
// generous bounds. A shot that fails is retried once in a fresh context, then reported; the run goes on and exits
// non-zero at the end, naming every picture it could not take.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rosterCsvHeader, STORAGE_KEYS, toCsv, type PlayerSession, type PublicOrder } from '@matchday/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed';
import { startSmtpSink } from '../apps/api/test/smtp-sink';
import { sessionKey } from '../apps/web/src/site/registration/session';
import { MODE_KEY as SITE_MODE_KEY } from '../apps/web/src/site/theme';
import { DEFAULT_PREFERENCES, type Preferences } from '../apps/web/src/stores/preferences-schema';
import { startApp } from './support/app-server';
import { registerCaptainOverApi } from './support/captain-registration';
import { launchBrowser, loginAs, newAppContext, waitForPath } from './support/browser';
import { TOUR_CLUB, tourRoutes, type DemoIds } from './support/demo-routes';
import { settle } from './support/settle';

const OUTPUT_DIR = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const SIZES = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
type Size = keyof typeof SIZES;
type Mode = 'light' | 'dark';
type User = 'admin' | 'single' | 'guest';
/** Every wait and action: generous for a loaded 2-core machine, but bounded. */
const STEP_TIMEOUT_MS = 30_000;

const EMAILS: Record<Exclude<User, 'guest'>, string> = { admin: 'admin@example.com', single: 'single@example.com' };
/** Where each user lands after signing in (admin@example.com administers several clubs). */
const LANDINGS: Record<Exclude<User, 'guest'>, string> = { admin: '/choose-club', single: `${TOUR_CLUB}/leagues` };

interface Shot {
  name: string;
  /** Wide only unless it says so; a phone picture is saved as <name>-phone-<mode>.png. */
  sizes?: readonly Size[];
  /** Who is signed in (admin@example.com unless it says so). */
  as?: User;
  /** Preferences other than the mode; the shot then gets a context of its own. */
  preferences?: Partial<Preferences>;
  /** The shot changes the session (signs it out): it gets a context of its own. */
  ownContext?: true;
  /** A request stays pending in the picture (a save waiting for the user to sign in again): wait for motion only. */
  pending?: true;
  /** Brings the page, already signed in, to the state to capture. */
  open(page: Page, ids: DemoIds): Promise<void>;
}

const BOTH: readonly Size[] = ['wide', 'phone'];
const SOCCER = 'Sunday Soccer 7v7';
/** The Sunday Soccer question made required before the shots, so some registrations lack its answer. */
const LATE_REQUIRED_QUESTION = 'Anything we should know?';

const league = (id: string, tab?: string, query = '') => `${TOUR_CLUB}/leagues/${id}${tab ? `?tab=${tab}${query}` : ''}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** The temporary drawer (phones) the app opens on load, by its paper. */
const temporaryDrawer = (page: Page) => page.locator('.MuiDrawer-modal .MuiDrawer-paper');

/** On a phone the menu drawer opens on every load (spec §4) and is modal: Escape closes it. */
async function closeDrawer(page: Page): Promise<void> {
  const drawer = temporaryDrawer(page);
  if (!(await drawer.isVisible())) return;
  await settle(page);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

/**
 * Loads a path, closes the phone's menu drawer (it hides the page from the accessibility tree), then waits for what
 * shows that the page is there: its heading by default.
 */
async function visit(page: Page, path: string, shown: (page: Page) => Locator = (loaded) => heading(loaded)): Promise<void> {
  await page.goto(path);
  await settle(page);
  await closeDrawer(page);
  await shown(page).waitFor();
  await settle(page);
}

/** A page, once its heading is shown. */
const route = (name: string, path: (ids: DemoIds) => string, options: Partial<Shot> = {}): Shot => ({
  name,
  ...options,
  open: (page, ids) => visit(page, path(ids)),
});

/** A league tab, once its panel is shown. */
const leagueTab = (name: string, pick: keyof DemoIds, tab: string, options: Partial<Shot> = {}, query = ''): Shot => ({
  name,
  ...options,
  open: async (page, ids) => {
    await visit(page, league(ids[pick], tab, query));
    await page.getByRole('tabpanel').first().waitFor();
  },
});

/** Opens a path, then clicks a button and waits for the dialog it opens, named as given. */
const dialogOn = (name: string, path: (ids: DemoIds) => string, button: string | RegExp, dialog: string | RegExp, options: Partial<Shot> = {}): Shot => ({
  name,
  ...options,
  open: async (page, ids) => {
    await visit(page, path(ids));
    await page
      .getByRole('button', { name: button, exact: typeof button === 'string' })
      .first()
      .click();
    await dialogNamed(page, dialog).waitFor();
  },
});

/** Opens a row's payment actions (the first row of the Payments tab), then one of them; returns the dialog it opens. */
async function balanceAction(page: Page, path: string, entry: string): Promise<Locator> {
  await visit(page, path);
  await page
    .getByRole('button', { name: /^Payment actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: entry }).click();
  const dialog = dialogNamed(page, entry);
  await dialog.waitFor();
  return dialog;
}

/** Scrolls the page so that what is given stands at the top of the window, under the app bar. */
async function scrollToTop(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await target.page().evaluate(() => window.scrollBy(0, -80));
}

/** The checkout that ran out (made before the shots): its order, and the payer's session on the club site. */
let expired: { orderId: string; session: PlayerSession } | undefined;

/**
 * A captain registers a team in club1's Monday Night Rec as a browser would, and the fake Stripe lets the checkout
 * run out: the order ends unpaid, with its reason, on the Payments tab's Orders and on the payer's order page.
 */
async function expireACheckout(baseUrl: string, fakeStripeUrl: string, leagueId: string): Promise<{ orderId: string; session: PlayerSession }> {
  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const session = await clubSiteSession(post, 'late.captain@example.com');
  const registered = await registerCaptainOverApi(baseUrl, leagueId, session.token, { team_name: 'Last Minute Sets', first_name: 'Lee', last_name: 'Late' });
  if (!registered.order_id || !registered.checkout_url) throw new Error(`The registration made no checkout: ${JSON.stringify(registered)}`);
  const checkout = new URL(registered.checkout_url).pathname.split('/').pop()!;
  const expiry = await fetch(`${fakeStripeUrl}/_control/sessions/${checkout}/expire`, { method: 'POST' });
  if (!expiry.ok) throw new Error(`The fake Stripe did not expire ${checkout}: ${expiry.status}`);
  // Stripe's checkout.session.expired event ends the order: wait for the webhook.
  for (const deadline = Date.now() + STEP_TIMEOUT_MS; Date.now() < deadline;) {
    const order = (await (
      await fetch(`${baseUrl}/api/public/clubs/club1/orders/${registered.order_id}`, { headers: { authorization: `Bearer ${session.token}` } })
    ).json()) as PublicOrder;
    if (order.status === 'expired') return { orderId: registered.order_id, session };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Order ${registered.order_id} did not expire`);
}

type Post = <T>(path: string, body: unknown, token?: string) => Promise<T>;

/** Signs a person in on club1's site as a browser does: the code the in-process SMTP server received, verified. */
async function clubSiteSession(post: Post, email: string): Promise<PlayerSession> {
  const since = smtp.received.length;
  await post('/api/public/clubs/club1/auth/code', { email });
  const code = /\b(\d{6})\b/.exec((await smtp.lastTo(email, since, STEP_TIMEOUT_MS)).text)![1]!;
  return post<PlayerSession>('/api/public/clubs/club1/auth/verify', { email, code });
}

let receiptPayers = 0;
/**
 * My registrations of a captain who paid the deposit and two of each add-on on the fake Stripe (the rest of the fee
 * still owed): the receipt lists each item, and the chips say whose status they are.
 */
async function paidDeposit(page: Page, leagueId: string): Promise<void> {
  const origin = new URL(page.url() === 'about:blank' ? app.baseUrl : page.url()).origin;
  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const response = await page.request.post(`${origin}${path}`, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const session = await clubSiteSession(post, `receipts.${(receiptPayers += 1)}@example.com`);
  const names = { team_name: `Deposit Divers ${receiptPayers}`, first_name: 'Dora', last_name: 'Deposit' };
  const registered = await registerCaptainOverApi(origin, leagueId, session.token, names, { payDeposit: true, addOns: 2 });
  const checkout = new URL(registered.checkout_url!).pathname.split('/').pop()!;
  const paid = await fetch(`${app.fakeStripeUrl}/_control/sessions/${checkout}/pay`, { method: 'POST' });
  if (!paid.ok) throw new Error(`The fake Stripe did not pay ${checkout}: ${paid.status}`);
  await page.goto('/c/club1');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [sessionKey('club1'), JSON.stringify(session)] as const);
  // The receipt shows once Stripe's webhook marked the order paid.
  for (const deadline = Date.now() + STEP_TIMEOUT_MS; ;) {
    await visit(page, '/c/club1/me', (loaded) => loaded.getByRole('article').first());
    if ((await page.getByText(/^Receipts \(/).count()) > 0) break;
    if (Date.now() > deadline) throw new Error('No receipt on My registrations');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await page.getByText(/^Receipts \(/).click();
  await page.getByRole('table', { name: /^Paid on / }).waitFor();
}

/**
 * The review step, then the club's admin changes the waiver before Pay: the flow shows the new text on the waiver
 * step, unticked, and says why. The club's waiver is put back after the picture's state is reached.
 */
async function waiverChangedMeanwhile(page: Page, leagueId: string): Promise<void> {
  await reviewStep(page, leagueId);
  const origin = new URL(page.url()).origin;
  const login = await page.request.post(`${origin}/api/login`, { data: { email: EMAILS.admin, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const before = ((await (await page.request.get(`${origin}/api/club1/waiver`, { headers })).json()) as { body: string }).body;
  const put = (body: string) => page.request.put(`${origin}/api/club1/waiver`, { headers, data: { body } });
  await put(`${before}\n\nNew this season: shin guards are required in every game.`);
  try {
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('The waiver changed while you were registering. Read the new text and accept it again.').waitFor();
  } finally {
    await put(before);
  }
}

let reviewers = 0;
/**
 * The registration flow's review step as a captain sees it: signed in with the code the in-process SMTP server
 * received, the club's question answered, the waiver accepted, two jerseys chosen and the deposit picked.
 */
async function reviewStep(page: Page, leagueId: string): Promise<void> {
  const email = `review.${(reviewers += 1)}@example.com`;
  // A new person's registration: not the sign-in or the draft an earlier shot left in this tab.
  await page.goto('/c/club1');
  await page.evaluate((key) => {
    sessionStorage.clear();
    localStorage.removeItem(key);
  }, sessionKey('club1'));
  await visit(page, `/c/club1/leagues/${leagueId}/register?as=captain`, (loaded) => loaded.getByRole('heading', { name: 'How do you want to join?' }));
  await page.getByRole('textbox', { name: 'Team name' }).fill('Ace Ventura');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  const since = smtp.received.length;
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = /\b(\d{6})\b/.exec((await smtp.lastTo(email, since, STEP_TIMEOUT_MS)).text)![1]!;
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Captain');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'L', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'I have read and accept the waiver' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Review and pay' }).waitFor();
  await page.getByRole('spinbutton', { name: 'Team jersey' }).fill('2');
  await page.getByRole('radio', { name: /^Pay the deposit now/ }).check();
}

/** A roster file for Sunday Soccer with a line for each kind of problem the import reports. */
function badRosterCsv(questions: string[]): string {
  const answers = (shirt: string, skill: string, note: string) =>
    questions.map(
      (label) => ({ 'T-shirt size': shirt, 'Skill level': skill, 'Emergency contact': 'Sam Lee, 917-555-0100', [LATE_REQUIRED_QUESTION]: note })[label] ?? '',
    );
  return toCsv([
    rosterCsvHeader(questions.map((label) => ({ label }))),
    ['Late Kickers', 'yes', 'Ada', 'Moss', 'ada.moss@example.com', '', 'paid', ...answers('M', 'Intermediate', 'None')],
    ['Late Kickers', 'no', 'Ben', '', 'ben.ortiz@example.com', '', 'paid', ...answers('L', 'Beginner', 'None')],
    ['Late Kickers', 'no', 'Cleo', 'Park', 'cleo.park@example.com', '', 'sometime', ...answers('XXXL', 'Intermediate', 'Knee brace')],
    ['', 'no', 'Dev', 'Rao', 'dev.rao@example.com', '', '', ...answers('', '', '')],
  ]);
}

/** Every screen, in the order they are taken. */
const SHOTS: Shot[] = [
  // Signed out, and the session's edges.
  { name: 'login', as: 'guest', sizes: BOTH, open: (page) => visit(page, '/login', (p) => p.getByRole('button', { name: 'Sign in' })) },
  {
    name: 'session-expired',
    sizes: BOTH,
    ownContext: true,
    pending: true,
    open: async (page, ids) => {
      await visit(page, `${TOUR_CLUB}/locations/${ids.location}`);
      await page.getByRole('textbox', { name: 'Notes' }).fill('Side door after 9 pm.');
      // Signs the session out on the server, as an expiry would, then saves.
      const logout = await fetch(`${new URL(page.url()).origin}/api/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await sessionToken(page)}` },
      });
      if (!logout.ok) throw new Error(`Could not end the session: ${logout.status}`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await dialogNamed(page, 'Your session has expired').waitFor();
    },
  },
  { name: 'unauthorized', as: 'single', open: (page) => visit(page, '/club/club1/dashboard', (p) => p.getByText('You are not authorized!')) },
  route('choose-club', () => '/choose-club', { sizes: BOTH }),
  // The shell: sidebar, header chips, dashboard.
  route('dashboard', () => `${TOUR_CLUB}/dashboard`, { sizes: BOTH }),
  route('dashboard-mini-drawer', () => `${TOUR_CLUB}/dashboard`, { preferences: { drawerType: 'mini-drawer' } }),
  {
    name: 'dashboard-menu',
    as: 'single',
    sizes: ['phone'],
    open: async (page) => {
      await page.goto(`${TOUR_CLUB}/dashboard`);
      await temporaryDrawer(page).waitFor();
    },
  },
  route('settings', () => `${TOUR_CLUB}/settings`, { sizes: BOTH }),
  // Leagues.
  route('leagues', () => `${TOUR_CLUB}/leagues`, { sizes: BOTH }),
  route('league-new', () => `${TOUR_CLUB}/leagues/new`),
  {
    name: 'league-overview',
    sizes: BOTH,
    open: async (page, ids) => {
      await visit(page, league(ids.soccer, 'overview'));
      // The count of registrations lacking a required answer, at the foot of the questions card.
      await page.getByText(/missing required answers/).scrollIntoViewIfNeeded();
    },
  },
  leagueTab('league-players', 'soccer', 'players', { sizes: BOTH }, '&answers=missing'),
  leagueTab('league-teams', 'soccer', 'teams'),
  leagueTab('league-free-agents', 'soccer', 'free-agents'),
  leagueTab('league-history', 'soccer', 'history', { sizes: BOTH }),
  {
    name: 'team-new',
    sizes: BOTH,
    open: async (page, ids) => {
      await visit(page, league(ids.soccer, 'teams'));
      await page.getByRole('button', { name: 'New team', exact: true }).first().click();
      const dialog = dialogNamed(page, 'New team');
      await dialog.getByRole('textbox', { name: 'Team name' }).fill('Late Kickers');
      // Players new to the league answer its questions; a free agent keeps the answers given: pick until a newcomer shows.
      const newcomer = dialog.getByRole('group', { name: /’s answers$/ }).first();
      for (let picks = 0; picks < 5 && !(await newcomer.isVisible()); picks += 1) {
        await dialog.getByRole('combobox', { name: 'Players' }).click();
        await page.getByRole('option', { disabled: false, selected: false }).filter({ hasNotText: 'Add a new player' }).first().click();
        // A click on the title closes the picker's list, where Escape would ask to discard the dialog.
        await dialog.getByRole('heading', { name: 'New team' }).click();
      }
      await newcomer.waitFor();
    },
  },
  {
    name: 'roster-import',
    sizes: BOTH,
    open: async (page, ids) => {
      await visit(page, league(ids.soccer, 'teams'));
      await page.getByRole('button', { name: 'Import CSV', exact: true }).first().click();
      const dialog = dialogNamed(page, 'Import players and teams');
      await dialog.waitFor();
      const questions = await rosterQuestions(page, ids.soccer);
      await dialog.getByLabel('Choose CSV file').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(badRosterCsv(questions)) });
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      // The report, below the column list on a phone.
      await dialog.getByRole('table', { name: 'Lines refused' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'team',
    open: async (page, ids) => visit(page, `${league(ids.volleyball)}/teams/${ids.team}`),
  },
  // Schedule, results, standings, playoffs.
  leagueTab('schedule', 'volleyball', 'schedule', { sizes: BOTH }),
  {
    name: 'schedule-day',
    open: async (page, ids) => {
      await visit(page, league(ids.volleyball, 'schedule'));
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await page.getByRole('button', { name: 'Day', exact: true, pressed: true }).waitFor();
    },
  },
  {
    name: 'schedule-preview',
    sizes: BOTH,
    open: async (page, ids) => {
      await visit(page, league(ids.soccer, 'schedule'));
      await page.getByRole('button', { name: 'Generate schedule' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Generate preview' }).click();
      await page.getByText('Fairness by team').waitFor();
    },
  },
  dialogOn('schedule-replan', (ids) => league(ids.volleyball, 'schedule'), 'Re-plan', 'Re-plan the schedule'),
  dialogOn('schedule-results', (ids) => league(ids.volleyball, 'schedule'), 'Enter results', /results/i, { sizes: BOTH }),
  leagueTab('standings', 'volleyball', 'standings'),
  dialogOn('standings-rules', (ids) => league(ids.volleyball, 'standings'), 'Rules', /rules/i),
  leagueTab('playoffs', 'kickball', 'playoffs', { sizes: BOTH }),
  leagueTab('playoffs-create', 'volleyball', 'playoffs'),
  // Club pages.
  route('locations', () => `${TOUR_CLUB}/locations`, { sizes: BOTH }),
  route('location-edit', (ids) => `${TOUR_CLUB}/locations/${ids.location}`, { sizes: BOTH }),
  {
    name: 'location-sport',
    open: async (page) => {
      await visit(page, `${TOUR_CLUB}/locations/new`);
      await page.getByRole('combobox', { name: 'Sport' }).click();
      await page.getByRole('listbox').waitFor();
    },
  },
  route('questions', () => `${TOUR_CLUB}/cms/questions`),
  {
    name: 'question-preview',
    open: async (page) => {
      await visit(page, `${TOUR_CLUB}/cms/questions`);
      await page.getByText('T-shirt size', { exact: true }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  route('players', () => `${TOUR_CLUB}/players`),
  route('player', (ids) => `${TOUR_CLUB}/players/${ids.player}`),
  {
    // Issue 20 §2: Back (here from the directory's page 2 to page 1) with a dialog holding typed data asks first.
    name: 'dialog-leave-guard',
    sizes: BOTH,
    open: async (page) => {
      await visit(page, `${TOUR_CLUB}/players?page_size=10`);
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByText(/^11–20 of/).waitFor();
      await page.getByRole('button', { name: 'New player' }).first().click();
      await dialogNamed(page, 'New player').getByRole('textbox', { name: 'First name' }).fill('Rosa');
      await settle(page);
      await page.evaluate(() => history.back());
      await dialogNamed(page, 'Discard unsaved changes?').waitFor();
    },
  },
  route('history', () => `${TOUR_CLUB}/history`, { sizes: BOTH }),
  route('site-content', () => `${TOUR_CLUB}/cms/content`, { sizes: BOTH }),
  {
    name: 'site-content-sections',
    open: async (page) => {
      await visit(page, `${TOUR_CLUB}/cms/content`);
      await page.getByRole('tab', { name: 'Sections' }).click();
      await page.getByRole('tab', { name: 'Sections', selected: true }).waitFor();
    },
  },
  {
    name: 'site-content-preview',
    open: async (page) => {
      await visit(page, `${TOUR_CLUB}/cms/content`);
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByRole('dialog').frameLocator('iframe').getByRole('heading', { level: 1 }).first().waitFor();
    },
  },
  { name: 'public-site', as: 'guest', sizes: BOTH, open: (page) => visit(page, '/c/club2') },
  { name: 'public-league', as: 'guest', sizes: BOTH, open: (page, ids) => visit(page, `/c/club2/leagues/${ids.volleyball}`) },
  // Registration on club1's site, which takes card payments: the flow's first step, and My registrations' sign-in.
  {
    name: 'public-register',
    as: 'guest',
    sizes: BOTH,
    open: async (page) => {
      const site = (await (await page.request.get('/api/public/clubs/club1/site')).json()) as { leagues: { id: string; name: string }[] };
      const monday = site.leagues.find((item) => item.name === 'Monday Night Rec')!;
      await visit(page, `/c/club1/leagues/${monday.id}/register?as=captain`, (loaded) => loaded.getByRole('heading', { name: 'How do you want to join?' }));
    },
  },
  {
    name: 'public-my-registrations',
    as: 'guest',
    sizes: BOTH,
    open: (page) => visit(page, '/c/club1/me', (loaded) => loaded.getByRole('button', { name: 'Send code' })),
  },
  // Issue 20 §3: a receipt's items and total, and chips that say whose status they are.
  { name: 'public-my-receipts', as: 'guest', sizes: BOTH, ownContext: true, open: (page, ids) => paidDeposit(page, ids.pricedLeague) },
  // Money: a league's Payments tab (what Outstanding counts, in its tooltip), its dialogs, and the Connect page (connected, and not yet).
  {
    name: 'payments',
    sizes: BOTH,
    open: async (page, ids) => {
      await visit(page, league(ids.volleyball, 'payments'));
      // A tap opens it on a phone, a hover wide: the same tooltip either way.
      await page.getByRole('button', { name: 'What “Outstanding” counts' }).hover();
      await page
        .getByRole('tooltip')
        .filter({ hasText: /^Still owed to the club/ })
        .waitFor();
    },
  },
  {
    name: 'payments-add-charge',
    sizes: BOTH,
    open: async (page, ids) => {
      const dialog = await balanceAction(page, league(ids.volleyball, 'payments'), 'Add charge');
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Late fee: roster sent after the deadline');
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('15');
    },
  },
  {
    name: 'payments-offline-excess',
    sizes: BOTH,
    open: async (page, ids) => {
      const dialog = await balanceAction(page, league(ids.volleyball, 'payments'), 'Record offline payment');
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('100');
      await dialog.getByRole('checkbox', { name: /above the balance becomes a credit$/ }).waitFor();
    },
  },
  {
    name: 'payments-refund',
    sizes: BOTH,
    open: async (page, ids) => {
      await visit(page, league(ids.volleyball, 'payments'));
      await page
        .getByRole('button', { name: /^Refund / })
        .first()
        .click();
      const dialog = dialogNamed(page, 'Refund');
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('20');
      await dialog.getByText(/^After this refund .+ will owe/).waitFor();
    },
  },
  // club1's Monday Night Rec (captains_pay): players the team fee covers, and the checkout that ran out.
  {
    name: 'payments-players',
    sizes: BOTH,
    open: async (page, ids) => {
      await visit(page, `/club/club1/leagues/${ids.pricedLeague}?tab=payments`);
      await scrollToTop(page.getByRole('heading', { name: 'Players', exact: true }));
      await page.getByText('Covered by team fee').first().waitFor();
    },
  },
  {
    name: 'payments-orders',
    sizes: BOTH,
    open: async (page, ids) => {
      await visit(page, `/club/club1/leagues/${ids.pricedLeague}?tab=payments`);
      await scrollToTop(page.getByRole('heading', { name: 'Orders', exact: true }));
      await page.getByText('The checkout ran out before it was paid; nothing was charged.').waitFor();
    },
  },
  {
    name: 'public-order-expired',
    as: 'guest',
    sizes: BOTH,
    // Signed in to the club site as the order's payer, which the other guest shots are not.
    ownContext: true,
    open: async (page) => {
      if (!expired) throw new Error('No expired order was made');
      await page.goto('/c/club1');
      await page.evaluate(([key, session]) => localStorage.setItem(key, session), [sessionKey('club1'), JSON.stringify(expired.session)] as const);
      await visit(page, `/c/club1/orders/${expired.orderId}`, (loaded) => loaded.getByRole('heading', { name: 'This checkout has expired' }));
    },
  },
  // A league's price list (club1's Monday Night Rec: early bird, deposit, add-ons, one sold), its dialogs, its public page.
  route('payments-prices', (ids) => `/club/club1/leagues/${ids.pricedLeague}?tab=payments`, { sizes: BOTH }),
  dialogOn('prices-dialog', (ids) => `/club/club1/leagues/${ids.pricedLeague}?tab=payments`, 'Edit prices', 'Edit prices'),
  dialogOn('add-on-dialog', (ids) => `/club/club1/leagues/${ids.pricedLeague}?tab=payments`, 'Add add-on', 'Add add-on'),
  { name: 'public-league-prices', as: 'guest', sizes: BOTH, open: (page, ids) => visit(page, `/c/club1/leagues/${ids.pricedLeague}`) },
  { name: 'public-review', as: 'guest', sizes: BOTH, open: (page, ids) => reviewStep(page, ids.pricedLeague) },
  { name: 'public-waiver-changed', as: 'guest', sizes: BOTH, open: (page, ids) => waiverChangedMeanwhile(page, ids.pricedLeague) },
  route('connect', () => '/club/club1/connect-integration', { sizes: BOTH }),
  route('connect-not-connected', () => '/club/club3/connect-integration'),
];

/** The access token the page's session keeps. */
const sessionToken = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken?: string }).accessToken);

/** The labels of a league's questions, in order, as the roster file heads its columns. */
async function rosterQuestions(page: Page, leagueId: string): Promise<string[]> {
  const response = await fetch(`${new URL(page.url()).origin}/api/club2/leagues/${leagueId}`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  const body = (await response.json()) as { questions: { label: string; position: number }[] };
  return [...body.questions].sort((a, b) => a.position - b.position).map((question) => question.label);
}

/**
 * Makes one more of Sunday Soccer's questions required, as a club may after registration opened, so the overview
 * counts registrations lacking a required answer and the Players page has rows to filter on.
 */
async function requireLateAnswer(baseUrl: string, soccerId: string): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: EMAILS.admin, password: DEMO_PASSWORD }) });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { ...json, authorization: `Bearer ${accessToken}` };
  const url = `${baseUrl}/api/club2/leagues/${soccerId}`;
  const current = (await (await fetch(url, { headers })).json()) as Record<string, unknown> & {
    locations: { id: string }[];
    questions: { question_id: string; label: string; required: boolean; position: number }[];
  };
  const keys = [
    'name',
    'sport',
    'description',
    'season',
    'season_start',
    'season_end',
    'play_times',
    'registration_type',
    'payment_mode',
    'team_fee_cents',
    'player_fee_cents',
    'team_capacity',
    'roster_min',
    'roster_max',
    'registration_opens_on',
    'registration_closes_on',
    'bracket_type',
    'row_version',
  ];
  const body = {
    ...Object.fromEntries(keys.map((key) => [key, current[key]])),
    location_ids: current.locations.map((location) => location.id),
    questions: [...current.questions]
      .sort((a, b) => a.position - b.position)
      .map((question) => ({ question_id: question.question_id, required: question.required || question.label === LATE_REQUIRED_QUESTION })),
  };
  const updated = await fetch(url, { method: 'PUT', headers, body: JSON.stringify(body) });
  if (!updated.ok) throw new Error(`Could not make ${LATE_REQUIRED_QUESTION} required in ${SOCCER}: ${updated.status} ${await updated.text()}`);
}

/** A context in the given size and mode, its user signed in, with the page the shots reuse. */
async function openContext(
  browser: Browser,
  baseUrl: string,
  user: User,
  size: Size,
  mode: Mode,
  preferences: Partial<Preferences> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newAppContext(browser, baseUrl, SIZES[size]);
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS * 2);
  const stored: Preferences = { ...DEFAULT_PREFERENCES, ...preferences, navType: mode };
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.preferences, JSON.stringify(stored)] as const);
  // The public club site keeps its own light/dark choice.
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [SITE_MODE_KEY, mode] as const);
  const page = await context.newPage();
  if (user !== 'guest') {
    await loginAs(page, EMAILS[user]);
    await waitForPath(page, LANDINGS[user]);
  }
  return { context, page };
}

interface Job {
  shot: Shot;
  size: Size;
  mode: Mode;
  file: string;
}

const fileOf = (shot: Shot, size: Size, mode: Mode) => `${shot.name}${size === 'phone' ? '-phone' : ''}-${mode}.png`;

/** Waits for dialogs and drawers to finish moving, and fonts to load, when the page keeps a spinner on purpose. */
async function stopMoving(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      !document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity),
    undefined,
    { timeout: STEP_TIMEOUT_MS, polling: 100 },
  );
}

/** Takes one picture in the given page. */
async function take(page: Page, job: Job, ids: DemoIds): Promise<void> {
  await job.shot.open(page, ids);
  if (job.shot.pending) await stopMoving(page);
  else await settle(page);
  await page.screenshot({ path: `${OUTPUT_DIR}${job.file}`, animations: 'disabled', caret: 'hide' });
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

function selectedShots(): Shot[] {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (!values.only) return SHOTS;
  const names = values.only
    .split(',')
    .map((name) => name.trim().replace(/-phone$/, ''))
    .filter(Boolean);
  const unknown = names.filter((name) => !SHOTS.some((shot) => shot.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown screenshot ${unknown.join(', ')}; known: ${SHOTS.map((shot) => shot.name).join(', ')}`);
    process.exit(2);
  }
  return SHOTS.filter((shot) => names.includes(shot.name));
}

const shots = selectedShots();
// Mail (the registration flow's sign-in codes) goes to a real SMTP server run here.
const smtp = await startSmtpSink();
const app = await startApp({ env: { SMTP_URL: smtp.url } });
const browser = await launchBrowser();
const failures: string[] = [];
let taken = 0;
try {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const { ids } = await tourRoutes(app.baseUrl);
  await requireLateAnswer(app.baseUrl, ids.soccer);
  expired = await expireACheckout(app.baseUrl, app.fakeStripeUrl, ids.pricedLeague);
  for (const mode of ['light', 'dark'] as const) {
    for (const size of ['wide', 'phone'] as const) {
      for (const user of ['guest', 'admin', 'single'] as const) {
        const jobs = shots
          .filter((shot) => (shot.sizes ?? ['wide']).includes(size) && (shot.as ?? 'admin') === user)
          .map((shot): Job => ({ shot, size, mode, file: fileOf(shot, size, mode) }));
        if (jobs.length === 0) continue;
        // One context for the shots that leave the session as it was; the others get their own.
        let shared: Awaited<ReturnType<typeof openContext>> | undefined;
        for (const job of jobs) {
          const ownContext = job.shot.ownContext || job.shot.preferences !== undefined;
          for (let attempt = 1; attempt <= 2; attempt += 1) {
            let own: Awaited<ReturnType<typeof openContext>> | undefined;
            try {
              if (ownContext) own = await openContext(browser, app.baseUrl, user, size, mode, job.shot.preferences);
              else shared ??= await openContext(browser, app.baseUrl, user, size, mode);
              await take((own ?? shared)!.page, job, ids);
              console.log(`saved ${job.file}`);
              taken += 1;
              break;
            } catch (error) {
              // A half-open dialog or a lost session must not spoil the next shot: start again in a fresh context.
              if (!ownContext) await shared?.context.close();
              if (!ownContext) shared = undefined;
              const reason = firstLine(error);
              if (attempt === 2) failures.push(`${job.file}: ${reason}`);
              console.error(`${attempt === 1 ? 'retrying' : 'FAILED'} ${job.file}: ${reason}`);
            } finally {
              await own?.context.close();
            }
          }
        }
        await shared?.context.close();
      }
    }
  }
} finally {
  await browser.close();
  await app.stop();
  await smtp.close();
}
console.log(`${taken} screenshots saved to ${OUTPUT_DIR}`);
if (failures.length > 0) {
  console.error(`${failures.length} screenshot(s) failed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  process.exitCode = 1;
}
