// The first load of the built web app in Chromium: part of `npm run bench`, and runnable alone on the current
// build with `node --import tsx scripts/bench-first-load.ts` (WEB_DIST_DIR picks another build of the web app).
// Numbers are printed, never asserted.
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { startApp } from '../e2e/support/app-server';

const RUNS = 3;
/** Issue 10's budget for the JavaScript of /login, gzip as Chromium fetches it. */
const LOGIN_JS_BUDGET_KB = 200;
const CREDENTIALS = { email: 'admin@example.com', password: 'matchday-demo' };
const DASHBOARD = '/club/club2/dashboard';

const PROFILES = [
  { name: 'localhost', throttle: null },
  // Chrome DevTools' "Fast 4G" preset.
  { name: 'Fast 4G (9 Mbit/s, 60 ms)', throttle: { offline: false, latency: 60, downloadThroughput: 9_000_000 / 8, uploadThroughput: 1_500_000 / 8 } },
] as const;
type Throttle = (typeof PROFILES)[number]['throttle'];
type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Chromium asks for brotli and gzip; the issue counts gzip, so one cold load per encoding: 'gzip' replaces the
 * browser's Accept-Encoding header with `gzip, deflate` (what a browser without brotli sends).
 */
const ENCODINGS = { brotli: null, gzip: 'gzip, deflate' } as const;
type Encoding = keyof typeof ENCODINGS;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The page's LCP is the last candidate reported before any input; the observer is there before the first paint.
const observeLcp = () => {
  const w = window as unknown as { lcp: number };
  w.lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};
const readLcp = (page: Page) => page.evaluate(() => (window as unknown as { lcp: number }).lcp);

interface ColdPage {
  context: BrowserContext;
  page: Page;
  /** Every script response of the page, in order. */
  scripts: Response[];
}

/** A fresh browser context (an empty cache) with the LCP observer installed. */
async function coldPage(
  browser: Browser,
  baseUrl: string,
  options: { throttle?: Throttle; session?: Session; acceptEncoding?: string | null; viewport?: { width: number; height: number } } = {},
): Promise<ColdPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1440, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    ...(options.session ? { storageState: options.session } : {}),
    ...(options.acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': options.acceptEncoding } } : {}),
  });
  await context.addInitScript(observeLcp);
  const page = await context.newPage();
  if (options.throttle) await (await context.newCDPSession(page)).send('Network.emulateNetworkConditions', options.throttle);
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return { context, page, scripts };
}

/** Opens /login and waits until the form shows and the network is quiet (the page's own lazy chunks included). */
async function openLogin(page: Page): Promise<void> {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** Opens the dashboard signed in and waits until its data shows and the network is quiet. */
async function openDashboard(page: Page): Promise<void> {
  await page.goto(DASHBOARD, { waitUntil: 'networkidle' });
  await page.getByText('Riverside Athletic League').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Signs in through the form on an open /login page, and returns the session the browser keeps. */
async function signIn({ context, page }: ColdPage): Promise<Session> {
  await page.getByLabel('Email').fill(CREDENTIALS.email);
  await page.getByLabel('Password', { exact: true }).fill(CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/choose-club');
  return context.storageState();
}

interface ScriptBytes {
  /** Response bodies as sent (compressed). */
  transferred: number;
  decoded: number;
  count: number;
  encodings: string[];
}

async function scriptBytes(scripts: Response[]): Promise<ScriptBytes> {
  const result: ScriptBytes = { transferred: 0, decoded: 0, count: scripts.length, encodings: [] };
  for (const response of scripts) {
    result.transferred += (await response.request().sizes()).responseBodySize;
    result.decoded += (await response.body()).length;
    result.encodings.push((await response.headerValue('content-encoding')) ?? 'identity');
  }
  return result;
}

const describeEncodings = (encodings: string[]) => {
  const counts = new Map<string, number>();
  for (const encoding of encodings) counts.set(encoding, (counts.get(encoding) ?? 0) + 1);
  return [...counts].map(([encoding, count]) => `${encoding} ×${count}`).join(', ');
};

/**
 * The JavaScript Chromium fetches on a cold load of /login and of a club's dashboard (signed in as
 * admin@example.com), per encoding, in bytes on the wire and decoded; then Largest Contentful Paint of both,
 * on localhost and on a throttled "Fast 4G" connection, where what crosses the wire counts. Medians of 3 loads.
 */
export async function benchFirstLoad(baseUrl: string): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // One sign-in gives the session every signed-in load below starts from.
    const first = await coldPage(browser, baseUrl);
    await openLogin(first.page);
    const session = await signIn(first);
    await first.context.close();

    const bytes: Record<string, string | number>[] = [];
    let loginGzip = 0;
    for (const [encoding, acceptEncoding] of Object.entries(ENCODINGS) as [Encoding, string | null][]) {
      for (const [route, open, signedIn] of [
        ['/login', openLogin, false],
        [DASHBOARD, openDashboard, true],
      ] as const) {
        const runs: ScriptBytes[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const cold = await coldPage(browser, baseUrl, { acceptEncoding, ...(signedIn ? { session } : {}) });
          await open(cold.page);
          runs.push(await scriptBytes(cold.scripts));
          await cold.context.close();
        }
        const transferred = median(runs.map((r) => r.transferred));
        if (route === '/login' && encoding === 'gzip') loginGzip = transferred;
        bytes.push({
          page: route,
          'Accept-Encoding': acceptEncoding ?? 'Chromium default',
          'JS transferred': kb(transferred),
          'JS decoded': kb(median(runs.map((r) => r.decoded))),
          scripts: runs[0]!.count,
          'as served': describeEncodings(runs[0]!.encodings),
        });
      }
    }

    const lcp: Record<string, string | number>[] = [];
    for (const profile of PROFILES) {
      const login: number[] = [];
      const dashboard: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const guest = await coldPage(browser, baseUrl, { throttle: profile.throttle });
        await openLogin(guest.page);
        login.push(await readLcp(guest.page));
        await guest.context.close();
        const member = await coldPage(browser, baseUrl, { throttle: profile.throttle, session });
        await openDashboard(member.page);
        dashboard.push(await readLcp(member.page));
        await member.context.close();
      }
      lcp.push({ connection: profile.name, 'LCP /login ms': Math.round(median(login)), [`LCP ${DASHBOARD} ms`]: Math.round(median(dashboard)) });
    }

    console.log(`\nFirst load in Chromium, cold cache (median of ${RUNS})`);
    console.table(bytes);
    console.log(`first-load JS of /login: ${kb(loginGzip)} gzip (budget ${LOGIN_JS_BUDGET_KB} KB)`);
    console.table(lcp);
    await benchPublicSiteLoad(browser, baseUrl);
  } finally {
    await browser.close();
  }
}

/** Issue 11's budgets for the public club site: its first-load JavaScript (gzip) and its LCP on loopback. */
const PUBLIC_JS_BUDGET_KB = 120;
const PUBLIC_LCP_BUDGET_MS = 1000;
const PUBLIC_PAGE = '/c/club2';

/** The public club site's home page, cold, on a phone and a wide screen: its JavaScript gzip and its LCP (the hero). */
async function benchPublicSiteLoad(browser: Browser, baseUrl: string): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  for (const [screen, viewport] of [
    ['phone 390×844', { width: 390, height: 844 }],
    ['wide 1440×900', { width: 1440, height: 900 }],
  ] as const) {
    const runs: { bytes: ScriptBytes; lcp: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const cold = await coldPage(browser, baseUrl, { acceptEncoding: ENCODINGS.gzip, viewport });
      await cold.page.goto(PUBLIC_PAGE, { waitUntil: 'networkidle' });
      await cold.page.getByRole('heading', { level: 1 }).first().waitFor();
      runs.push({ bytes: await scriptBytes(cold.scripts), lcp: await readLcp(cold.page) });
      await cold.context.close();
    }
    rows.push({
      page: PUBLIC_PAGE,
      screen,
      'JS transferred (gzip)': kb(median(runs.map((r) => r.bytes.transferred))),
      'JS decoded': kb(median(runs.map((r) => r.bytes.decoded))),
      scripts: runs[0]!.bytes.count,
      'LCP ms': Math.round(median(runs.map((r) => r.lcp))),
    });
  }
  console.log(`\nPublic club site, cold cache, localhost (median of ${RUNS}); budgets: JS ≤ ${PUBLIC_JS_BUDGET_KB} KB gzip, LCP ≤ ${PUBLIC_LCP_BUDGET_MS} ms`);
  console.table(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const app = await startApp({ databaseUrl: process.env.BENCH_DATABASE_URL, productionArgon2: true });
  try {
    await benchFirstLoad(app.baseUrl);
  } finally {
    await app.stop();
  }
}
