import type { Locator, Page } from 'playwright-core';
import { TOUR_CLUB, type DemoIds } from './demo-routes';
import { settle } from './settle';

/** A dialog, menu or open list the accessibility tour checks: where it opens and how. */
export interface TourState {
  name: string;
  path: (ids: DemoIds) => string;
  open: (page: Page) => Promise<void>;
  /** Seen signed out. */
  guest?: true;
  /** What axe checks: the popup the state opens (the page under it is checked with the routes), or the whole page. */
  scope?: 'popup' | 'page';
}

const league = (id: string, tab?: string) => `${TOUR_CLUB}/leagues/${id}${tab ? `?tab=${tab}` : ''}`;
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' }).first();

/**
 * Points at what opens the state and clicks it, then waits for the popup it opens: a dialog, a menu or a listbox.
 * Pointing first lets a control that loads its tooltip on hover (the corner switches) finish re-creating itself.
 */
async function openWith(page: Page, opener: Locator, popup: 'dialog' | 'menu' | 'listbox' = 'dialog'): Promise<void> {
  await opener.hover();
  await settle(page);
  await opener.click();
  await page.getByRole(popup).last().waitFor();
}

const clickButton = (name: string | RegExp, popup?: 'dialog' | 'menu' | 'listbox') => (page: Page) => openWith(page, button(page, name), popup);
const openCombobox = (name: string) => (page: Page) => openWith(page, page.getByRole('combobox', { name }).first(), 'listbox');

const SITE_CONTENT = `${TOUR_CLUB}/cms/content`;
const openTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
  await settle(page);
};

/** Opens the menu of the season's last game (played games can't be moved), then one of its entries. */
const gameAction = (entry?: string) => async (page: Page) => {
  await openWith(page, page.getByRole('button', { name: /^Actions for / }).last(), 'menu');
  if (entry) await openWith(page, page.getByRole('menuitem', { name: entry }), 'dialog');
};

/** Opens a row's payment actions on a league's Payments tab, then one of its entries. */
const paymentAction = (entry?: string) => async (page: Page) => {
  await openWith(page, page.getByRole('button', { name: /^Payment actions for / }).first(), 'menu');
  if (entry) await openWith(page, page.getByRole('menuitem', { name: entry }), 'dialog');
};

/** Every dialog and menu of the app as the demo admin of club2 sees them. */
export const TOUR_STATES: TourState[] = [
  // The shell, on the dashboard.
  { name: 'account menu', path: () => `${TOUR_CLUB}/dashboard`, open: clickButton(/account menu/i, 'menu') },
  { name: 'language menu', path: () => `${TOUR_CLUB}/dashboard`, open: clickButton('Language', 'menu') },
  { name: 'customization panel', path: () => `${TOUR_CLUB}/dashboard`, open: clickButton('Customize appearance') },
  // Leagues.
  { name: 'leagues status filter', path: () => `${TOUR_CLUB}/leagues`, open: openCombobox('Status') },
  { name: 'league status menu', path: (ids) => league(ids.volleyball), open: clickButton('Change status', 'menu') },
  { name: 'league more actions menu', path: (ids) => league(ids.volleyball), open: clickButton('More actions', 'menu') },
  {
    name: 'duplicate league dialog',
    path: (ids) => league(ids.volleyball),
    open: async (page) => {
      await clickButton('More actions', 'menu')(page);
      await openWith(page, page.getByRole('menuitem', { name: 'Duplicate' }));
    },
  },
  {
    name: 'delete league dialog',
    path: (ids) => league(ids.draft),
    open: async (page) => {
      await clickButton('More actions', 'menu')(page);
      await openWith(page, page.getByRole('menuitem', { name: 'Delete' }));
    },
  },
  // Teams, players and free agents of a league.
  { name: 'new team dialog', path: (ids) => league(ids.volleyball, 'teams'), open: clickButton('New team') },
  { name: 'import roster dialog', path: (ids) => league(ids.volleyball, 'teams'), open: clickButton('Import CSV') },
  {
    name: 'discard changes dialog',
    path: (ids) => league(ids.volleyball, 'teams'),
    open: async (page) => {
      await clickButton('New team')(page);
      await page.getByRole('dialog').getByRole('textbox', { name: 'Team name' }).fill('Unsaved');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').filter({ hasText: 'Discard' }).last().waitFor();
    },
  },
  { name: 'register free agent dialog', path: (ids) => league(ids.soccer, 'free-agents'), open: clickButton('Register free agent') },
  { name: 'place free agent dialog', path: (ids) => league(ids.soccer, 'free-agents'), open: clickButton(/^Place on team: /) },
  { name: 'team: name and captain dialog', path: (ids) => `${league(ids.volleyball)}/teams/${ids.team}`, open: clickButton('Rename or set captain') },
  { name: 'team: add player dialog', path: (ids) => `${league(ids.volleyball)}/teams/${ids.team}`, open: clickButton('Add player') },
  { name: 'team: delete dialog', path: (ids) => `${league(ids.volleyball)}/teams/${ids.team}`, open: clickButton('Delete team') },
  { name: 'team: remove player dialog', path: (ids) => `${league(ids.volleyball)}/teams/${ids.team}`, open: clickButton(/^Remove /) },
  { name: 'free agent: edit answers dialog', path: (ids) => `${league(ids.soccer)}/free-agents/${ids.freeAgent}`, open: clickButton('Edit answers') },
  { name: 'free agent: remove dialog', path: (ids) => `${league(ids.soccer)}/free-agents/${ids.freeAgent}`, open: clickButton('Remove from league') },
  // Schedule, results, standings and playoffs.
  { name: 'schedule generator', path: (ids) => league(ids.volleyball, 'schedule'), open: clickButton('Re-plan') },
  { name: 'results dialog', path: (ids) => league(ids.volleyball, 'schedule'), open: clickButton('Enter results') },
  { name: 'blackout dates dialog', path: (ids) => league(ids.volleyball, 'schedule'), open: clickButton('Blackout dates') },
  { name: 'calendar feeds dialog', path: (ids) => league(ids.volleyball, 'schedule'), open: clickButton('Calendar feeds') },
  { name: 'game menu', path: (ids) => league(ids.volleyball, 'schedule'), open: gameAction() },
  { name: 'move game dialog', path: (ids) => league(ids.volleyball, 'schedule'), open: gameAction('Move or reschedule') },
  { name: 'swap games dialog', path: (ids) => league(ids.volleyball, 'schedule'), open: gameAction('Swap with another game') },
  { name: 'cancel game dialog', path: (ids) => league(ids.volleyball, 'schedule'), open: gameAction('Cancel game') },
  {
    name: 'schedule day view',
    path: (ids) => league(ids.volleyball, 'schedule'),
    scope: 'page',
    open: async (page) => {
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await page.getByRole('button', { name: 'Day', exact: true, pressed: true }).waitFor();
    },
  },
  { name: 'standings rules dialog', path: (ids) => league(ids.volleyball, 'standings'), open: clickButton('Rules') },
  // Club pages.
  { name: 'new player dialog', path: () => `${TOUR_CLUB}/players`, open: clickButton('New player') },
  { name: 'delete player dialog', path: (ids) => `${TOUR_CLUB}/players/${ids.player}`, open: clickButton('Delete') },
  { name: 'delete location dialog', path: (ids) => `${TOUR_CLUB}/locations/${ids.location}`, open: clickButton('Delete') },
  { name: 'new question dialog', path: () => `${TOUR_CLUB}/cms/questions`, open: clickButton('Add question') },
  { name: 'question menu', path: () => `${TOUR_CLUB}/cms/questions`, open: clickButton(/^Actions for /, 'menu') },
  { name: 'history filter', path: () => `${TOUR_CLUB}/history`, open: (page) => openWith(page, page.getByRole('combobox').first(), 'listbox') },
  // Site Content: each tab of the editor (the route shows the first), its preview and a version's restore.
  ...['Sections', 'Content', 'Announcement', 'SEO', 'Versions'].map((tab): TourState => ({
    name: `site content ${tab} tab`,
    path: () => SITE_CONTENT,
    scope: 'page',
    open: openTab(tab),
  })),
  {
    name: 'site preview dialog',
    path: () => SITE_CONTENT,
    open: async (page) => {
      await clickButton('Preview')(page);
      // The framed public page is checked as a route of its own; here the dialog, once the frame has its draft.
      await page.frameLocator('iframe').getByRole('heading', { level: 1 }).first().waitFor();
    },
  },
  {
    name: 'site version restore dialog',
    path: () => SITE_CONTENT,
    open: async (page) => {
      await openTab('Versions')(page);
      await clickButton(/^Restore/)(page);
    },
  },
  // Signed out.
  { name: 'guest language menu', path: () => '/login', open: clickButton('Language', 'menu'), guest: true },
  {
    name: 'login errors',
    path: () => '/login',
    guest: true,
    scope: 'page',
    open: async (page) => {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByText(/required/i)
        .first()
        .waitFor();
    },
  },
  // A league's Payments tab (players_pay: shares, a deadline).
  { name: 'payments row menu', path: (ids) => league(ids.volleyball, 'payments'), open: paymentAction() },
  { name: 'offline payment dialog', path: (ids) => league(ids.volleyball, 'payments'), open: paymentAction('Record offline payment') },
  { name: 'write off or credit dialog', path: (ids) => league(ids.volleyball, 'payments'), open: paymentAction('Write off / credit') },
  { name: 'add charge dialog', path: (ids) => league(ids.volleyball, 'payments'), open: paymentAction('Add charge') },
  {
    name: 'offline payment dialog above the balance',
    path: (ids) => league(ids.volleyball, 'payments'),
    open: async (page) => {
      await paymentAction('Record offline payment')(page);
      const dialog = page.getByRole('dialog', { name: 'Record offline payment' });
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('5000');
      // The excess is sent only once confirmed as a credit: the warning, its checkbox and the hint by the held submit.
      await dialog.getByRole('checkbox', { name: /above the balance becomes a credit$/ }).waitFor();
      await dialog.getByText('Confirm the credit, or lower the amount.').waitFor();
    },
  },
  {
    name: 'refund dialog, a partial refund with what is owed after it',
    path: (ids) => league(ids.volleyball, 'payments'),
    open: async (page) => {
      await clickButton(/^Refund /)(page);
      const dialog = page.getByRole('dialog', { name: 'Refund' });
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('10');
      await dialog.getByText(/^After this refund .+ will owe \$/).waitFor();
    },
  },
  { name: 'payment settings dialog', path: (ids) => league(ids.volleyball, 'payments'), open: clickButton('Payment settings') },
  { name: 'edit prices dialog', path: (ids) => league(ids.volleyball, 'payments'), open: clickButton('Edit prices') },
  { name: 'add-on dialog', path: (ids) => league(ids.volleyball, 'payments'), open: clickButton('Add add-on') },
];
