import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { LeaguePayments, MyRegistrations, PlayerSession, PublicOrder } from '@matchday/domain';
import { startSmtpSink } from '../apps/api/test/smtp-sink';
import { sessionKey } from '../apps/web/src/site/registration/session';
import { startApp, type RunningApp } from './support/app-server';
import { registerCaptainOverApi } from './support/captain-registration';
import { countByImpact, describeFindings, auditScreen } from './support/axe';
import { test } from './support/fixtures';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed';
import { loginAs, newAppContext, waitForPath } from './support/browser';
import { isMenuItemDisabled, menuItem } from './support/shell';

/**
 * Money end to end, on a server of its own that delivers mail to a real SMTP server run here, and pays through its
 * built-in fake Stripe (hosted Checkout page, signed webhooks): no password, no real card, nothing mocked in the app.
 */
let app: RunningApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startApp({ env: { SMTP_URL: smtp.url } });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

const api = async <T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> => {
  const response = await fetch(`${app.baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
};

const codeMailedTo = async (email: string, since: number) => /\b(\d{6})\b/.exec((await smtp.lastTo(email, since, 15_000)).text)![1]!;

async function leagueIdOf(name: string): Promise<string> {
  const site = await api<{ leagues: { id: string; name: string }[] }>('/api/public/clubs/club1/site').catch(() => null);
  const fromSite = site?.leagues?.find((league) => league.name === name)?.id;
  if (fromSite) return fromSite;
  throw new Error(`no league ${name} on club1's site`);
}

/** Through the flow's first two steps on the page: the e-mailed code, read from the SMTP server, signs the person in. */
async function signInOnPage(page: Page, email: string, first: string, last: string) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  const since = smtp.received.length;
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await codeMailedTo(email, since));
  await page.getByRole('textbox', { name: 'First name' }).fill(first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(last);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Answers the club's question ('L') and accepts the waiver: on to the review step. */
async function answerAndAccept(page: Page) {
  await page.getByRole('heading', { name: 'A few questions from the club' }).waitFor();
  await page.getByRole('radio', { name: 'L', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'I have read and accept the waiver' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Review and pay' }).waitFor();
}

/** Answers the club's question, accepts the waiver, makes the review step's choices, and pays on the fake Stripe's hosted Checkout. */
async function answerAcceptAndPay(page: Page, amount: string, review: (page: Page) => Promise<void> = async () => {}) {
  await answerAndAccept(page);
  await review(page);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.waitForURL(/\/_pay\//);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.waitForURL(/\/orders\/[0-9A-Z]{26}\?from=checkout/);
}

describe('registering and paying on the club site', () => {
  test('a captain registers a team with no password, buys two jerseys at the early-bird fee, pays on Checkout, and sees Confirmed once the webhook says so; the receipt arrives', async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const leagueId = await leagueIdOf('Monday Night Rec');
    await page.goto(`${app.baseUrl}/c/club1/leagues/${leagueId}/register?as=captain`);
    await page.getByRole('heading', { name: 'How do you want to join?' }).waitFor();
    await page.getByRole('textbox', { name: 'Team name' }).fill('Ace Ventura');
    await page.getByRole('button', { name: 'Continue' }).click();
    await signInOnPage(page, 'e2e.captain@example.com', 'Ada', 'Captain');
    const since = smtp.received.length;
    // The seeded price list: a $240 early-bird fee (then $280), a $100 deposit the captain may choose, $25 jerseys.
    await answerAcceptAndPay(page, '$290.00', async (review) => {
      await review.getByText('Team fee (early bird)').first().waitFor();
      expect(await review.getByRole('radio', { name: 'Pay in full now ($240.00)' }).isChecked()).toBe(true);
      await review.getByRole('spinbutton', { name: 'Team jersey' }).fill('2');
      const findings = await auditScreen(review, 'review step with add-ons and the deposit choice, on a phone');
      const counts = countByImpact(findings);
      expect(counts.critical + counts.serious, describeFindings(findings)).toBe(0);
      expect(await review.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 15_000 });
    await page.getByText('Confirmed').first().waitFor();
    const receipt = await smtp.lastTo('e2e.captain@example.com', since, 15_000);
    expect(receipt.text).toContain('Team fee (early bird)');
    expect(receipt.text).toContain('Team jersey');
    expect(receipt.text).toContain('Total paid: $290.00');
    const findings = await auditScreen(page, 'order status on a phone');
    const counts = countByImpact(findings);
    expect(counts.critical + counts.serious, describeFindings(findings)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // My registrations: whose status each chip is, and the receipt's items with their amounts and the total paid.
    await page.goto(`${app.baseUrl}/c/club1/me`);
    const card = page.getByRole('article', { name: 'Monday Night Rec' });
    await card.getByText('Team: Confirmed').waitFor();
    await card.getByText('Your payment: Paid').waitFor();
    await card.getByText(/^Receipts \(1\)/).click();
    const rows = await card
      .getByRole('table', { name: /^Paid on / })
      .getByRole('row')
      .allTextContents();
    expect(rows.at(-1)).toBe('Total paid$290.00');
    expect(rows.some((row) => row.startsWith('Team jersey') && row.endsWith('$50.00'))).toBe(true);
    const onMe = await auditScreen(page, 'My registrations with a receipt open, on a phone');
    const meCounts = countByImpact(onMe);
    expect(meCounts.critical + meCounts.serious, describeFindings(onMe)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('a player joins through the captain’s invite link in a players_pay league and pays a share', async ({ browser }) => {
    // The captain, by the API as a browser would: code, registration, payment on the fake.
    const leagueId = await leagueIdOf('Tuesday Coed 6s');
    const email = 'e2e.share.captain@example.com';
    let since = smtp.received.length;
    await api('/api/public/clubs/club1/auth/code', { method: 'POST', body: JSON.stringify({ email }) });
    const { token } = await api<{ token: string }>('/api/public/clubs/club1/auth/verify', {
      method: 'POST',
      body: JSON.stringify({ email, code: await codeMailedTo(email, since) }),
    });
    const registered = await registerCaptainOverApi(app.baseUrl, leagueId, token, { team_name: 'Share Bears', first_name: 'Sid', last_name: 'Share' });
    const session = new URL(registered.checkout_url!).pathname.split('/').pop()!;
    await fetch(`${app.fakeStripeUrl}/_control/sessions/${session}/pay`, { method: 'POST' });
    const invite = await expect
      .poll(async () => (await api<MyRegistrations>('/api/public/clubs/club1/me', { token })).registrations[0]?.invite_url, { timeout: 15_000 })
      .toBeTruthy()
      .then(async () => (await api<MyRegistrations>('/api/public/clubs/club1/me', { token })).registrations[0]!.invite_url!);

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(invite.replace(/^https?:\/\/[^/]+/, app.baseUrl));
    await page.getByText('You’ve been invited to join Share Bears.').waitFor();
    await page.getByRole('radio', { name: /Join Share Bears/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await signInOnPage(page, 'e2e.share.player@example.com', 'Pia', 'Player');
    since = smtp.received.length;
    await answerAcceptAndPay(page, '$100.00');
    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 15_000 });
    await smtp.lastTo('e2e.share.player@example.com', since, 15_000);
    const roster = (await api<MyRegistrations>('/api/public/clubs/club1/me', { token })).registrations[0]!.roster!;
    expect(roster).toHaveLength(2);
    expect(roster).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Sid S.', captain: true, paid: true }),
        expect.objectContaining({ name: 'Pia P.', captain: false, paid: true }),
      ]),
    );
  });
});

describe('a registration in progress', () => {
  test('a refreshed wizard keeps what was entered, on the step it was on, and a sign-out in another tab ends it there too', async ({ browser }) => {
    const leagueId = await leagueIdOf('Monday Night Rec');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/c/club1/leagues/${leagueId}/register?as=captain`);
    await page.getByRole('heading', { name: 'How do you want to join?' }).waitFor();
    await page.getByRole('textbox', { name: 'Team name' }).fill('Refresh Rovers');
    await page.getByRole('button', { name: 'Continue' }).click();
    await signInOnPage(page, 'e2e.refresh@example.com', 'Rita', 'Reload');
    await answerAndAccept(page);
    await page.getByRole('spinbutton', { name: 'Team jersey' }).fill('2');
    await page.getByRole('radio', { name: /^Pay the deposit now/ }).check();

    await page.reload();
    await page.getByRole('heading', { name: 'Review and pay' }).waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Team jersey' }).inputValue()).toBe('2');
    expect(await page.getByRole('radio', { name: /^Pay the deposit now/ }).isChecked()).toBe(true);
    const back = () => page.getByRole('button', { name: 'Back' }).click();
    await back();
    expect(await page.getByRole('checkbox', { name: 'I have read and accept the waiver' }).isChecked()).toBe(true);
    await back();
    expect(await page.getByRole('radio', { name: 'L', exact: true }).isChecked()).toBe(true);
    await back();
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Rita');
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe('Reload');
    await back();
    expect(await page.getByRole('textbox', { name: 'Team name' }).inputValue()).toBe('Refresh Rovers');
    // Kept for this tab's session only, and nothing secret: the session token stays where it was, out of the draft.
    const kept = await page.evaluate(() =>
      Object.keys(sessionStorage)
        .map((key) => sessionStorage.getItem(key))
        .join('\n'),
    );
    expect(kept).toContain('Refresh Rovers');
    expect(kept).not.toContain(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), sessionKey('club1')))!).token);

    // Another tab signs out on My registrations: this one no longer says who is signed in, and forgets the draft.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Signed in as e2e.refresh@example.com').waitFor();
    const other = await context.newPage();
    await other.goto(`${app.baseUrl}/c/club1/me`);
    await other.getByRole('button', { name: 'Sign out' }).click();
    await other.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('heading', { name: 'How do you want to join?' }).waitFor();
    expect(await page.getByText(/Signed in as/).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Team name' }).inputValue()).toBe('');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await context.close();
  });
});

describe('a checkout that runs out', () => {
  test('the held team is not published meanwhile; the order then ends, and its payer’s page and the admin’s Orders say why', async ({ browser }) => {
    const leagueId = await leagueIdOf('Monday Night Rec');
    const email = 'e2e.late.captain@example.com';
    const since = smtp.received.length;
    await api('/api/public/clubs/club1/auth/code', { method: 'POST', body: JSON.stringify({ email }) });
    const session = await api<PlayerSession>('/api/public/clubs/club1/auth/verify', {
      method: 'POST',
      body: JSON.stringify({ email, code: await codeMailedTo(email, since) }),
    });
    const registered = await registerCaptainOverApi(app.baseUrl, leagueId, session.token, {
      team_name: 'Last Minute Sets',
      first_name: 'Lee',
      last_name: 'Late',
    });
    expect(registered.outcome).toBe('checkout');

    // While its checkout is open the team only holds a place: the league's public page lists the others, not it.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${app.baseUrl}/c/club1/leagues/${leagueId}`);
    await page.getByRole('heading', { name: 'Teams' }).waitFor();
    await page.getByText('Bump Set Spike').first().waitFor();
    expect(await page.getByText('Last Minute Sets').count()).toBe(0);

    const checkout = new URL(registered.checkout_url!).pathname.split('/').pop()!;
    expect((await fetch(`${app.fakeStripeUrl}/_control/sessions/${checkout}/expire`, { method: 'POST' })).ok).toBe(true);
    await expect
      .poll(async () => (await api<PublicOrder>(`/api/public/clubs/club1/orders/${registered.order_id}`, { token: session.token })).status, { timeout: 15_000 })
      .toBe('expired');

    // The payer, signed in on the club site, is told why on the order's page.
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [sessionKey('club1'), JSON.stringify(session)] as const);
    await page.goto(`${app.baseUrl}/c/club1/orders/${registered.order_id}`);
    await page.getByRole('heading', { name: 'This checkout has expired' }).waitFor();
    await page.getByText(/^The payment page ran out of time before it was paid\./).waitFor();
    await page.getByRole('link', { name: 'Start again' }).waitFor();
    const findings = await auditScreen(page, 'an expired order on a phone');
    const counts = countByImpact(findings);
    expect(counts.critical + counts.serious, describeFindings(findings)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.close();

    // The admin's Orders show the order ended unpaid, and why.
    const context = await newAppContext(browser, app.baseUrl);
    const admin = await context.newPage();
    await loginAs(admin, 'admin@example.com');
    await waitForPath(admin, '/choose-club');
    await admin.goto(`/club/club1/leagues/${leagueId}?tab=payments`);
    const orders = admin.getByRole('table', { name: 'Checkout orders' });
    const row = orders.getByRole('row').filter({ hasText: email });
    await row.getByText('Expired').waitFor();
    await row.getByText('The checkout ran out before it was paid; nothing was charged.').waitFor();
    await context.close();
  });
});

describe('the admin’s Payments tab', () => {
  test('refunds part of a card payment and records a cash payment; the totals equal Stripe’s charges less refunds plus offline payments', async ({
    browser,
  }) => {
    const context = await newAppContext(browser, app.baseUrl);
    const page = await context.newPage();
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');
    const leagueId = await leagueIdOf('Monday Night Rec');
    await page.goto(`/club/club1/leagues/${leagueId}?tab=payments`);
    await page.getByRole('heading', { name: 'Ledger' }).waitFor();

    // The captain's card payment of the first journey: refund $50 of it.
    await page
      .getByRole('button', { name: /^Refund Card payment/ })
      .first()
      .click();
    const refund = page.getByRole('dialog', { name: 'Refund' });
    await refund.getByRole('textbox', { name: 'Amount' }).fill('50');
    const since = smtp.received.length;
    await refund.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('$50.00 refunded').waitFor();
    expect((await smtp.lastTo('e2e.captain@example.com', since, 15_000)).text).toContain('refunded $50.00');

    // Court Jesters' captain pays the rest in cash.
    await page.getByRole('button', { name: 'Payment actions for Court Jesters' }).click();
    await page.getByRole('menuitem', { name: 'Record offline payment' }).click();
    const offline = page.getByRole('dialog', { name: 'Record offline payment' });
    await offline.getByRole('textbox', { name: 'Amount' }).fill('140');
    await offline.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText(/Payment of \$140\.00 recorded for Court Jesters/).waitFor();
    const findings = await auditScreen(page, 'Payments tab after a refund');
    const counts = countByImpact(findings);
    expect(counts.critical + counts.serious, describeFindings(findings)).toBe(0);

    // Across the club's leagues, the Payments tabs' totals are the fake Stripe's charges less its refunds, plus what was paid offline.
    const { accessToken } = await api<{ accessToken: string }>('/api/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    const leagues = await api<{ items: { id: string }[] }>('/api/club1/leagues?page_size=100', { token: accessToken });
    const tabs = await Promise.all(leagues.items.map((league) => api<LeaguePayments>(`/api/club1/leagues/${league.id}/payments`, { token: accessToken })));
    const sum = (pick: (totals: LeaguePayments['totals']) => number) => tabs.reduce((total, tab) => total + pick(tab.totals), 0);
    const stripe = (await (await fetch(`${app.fakeStripeUrl}/_control/accounts/acct_demo_club1/totals`)).json()) as {
      charged_cents: number;
      refunded_cents: number;
    };
    expect(stripe.refunded_cents).toBe(5_000);
    expect(sum((totals) => totals.paid_card)).toBe(stripe.charged_cents);
    expect(sum((totals) => totals.refunded)).toBe(stripe.refunded_cents);
    expect(sum((totals) => totals.collected)).toBe(stripe.charged_cents - stripe.refunded_cents + sum((totals) => totals.paid_offline));
    await page.getByText('$280.00').first().waitFor();
    await context.close();
  });
});

describe('Stripe Connect onboarding', () => {
  test('club3 finishes onboarding on Stripe’s hosted page, and then its Leagues open', async ({ browser }) => {
    const context = await newAppContext(browser, app.baseUrl);
    const page = await context.newPage();
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');
    await page.goto('/club/club3/connect-integration');
    expect(await isMenuItemDisabled(menuItem(page, 'Leagues'))).toBe(true);
    await page.getByRole('button', { name: 'Connect with Stripe' }).click();
    await page.waitForURL(/\/_onboard\//);
    await page.getByRole('button', { name: 'Submit details' }).click();
    await page.waitForURL(/\/club\/club3\/connect-integration/);
    await page.getByText('Onboarding is complete: the club can take card payments.').waitFor({ timeout: 15_000 });
    await expect.poll(() => isMenuItemDisabled(menuItem(page, 'Leagues')), { timeout: 15_000 }).toBe(false);
    await menuItem(page, 'Leagues').click();
    await waitForPath(page, '/club/club3/leagues');
    const findings = await auditScreen(page, 'leagues page once onboarded');
    const counts = countByImpact(findings);
    expect(counts.critical + counts.serious, describeFindings(findings)).toBe(0);
    await context.close();
  });
});
