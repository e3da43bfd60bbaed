import type { Page } from 'playwright-core';

const SETTLE_TIMEOUT_MS = 15_000;
/** How long no request may be running before the page counts as quiet (the 'networkidle' state waits 500 ms). */
const QUIET_MS = 200;

const inFlight = new WeakMap<Page, { running: number; since: number }>();

/** Counts the page's running requests, from its first visit or settle on. */
function requests(page: Page) {
  let state = inFlight.get(page);
  if (!state) {
    const tracked = { running: 0, since: Date.now() };
    const done = () => {
      tracked.running = Math.max(0, tracked.running - 1);
      tracked.since = Date.now();
    };
    page.on('request', () => {
      tracked.running += 1;
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    // A navigation drops the requests of the page it leaves without telling.
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) tracked.since = Date.now();
    });
    inFlight.set(page, tracked);
    state = tracked;
  }
  return state;
}

async function quiet(page: Page): Promise<void> {
  const state = requests(page);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (state.running > 0 || Date.now() - state.since < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${page.url()} kept ${state.running} requests running for ${SETTLE_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the page shows what it will show: no request running for a moment, skeletons and spinners gone,
 * fonts loaded and no transition running (a dialog fading in has the wrong colours for a contrast check).
 * Endless animations (a skeleton's pulse) don't count.
 */
export async function settle(page: Page): Promise<void> {
  await quiet(page);
  await page.waitForFunction(
    () => {
      const busy = document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-root, [aria-busy="true"]');
      const moving = document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
      return !busy && !moving && document.fonts.status === 'loaded';
    },
    undefined,
    { timeout: SETTLE_TIMEOUT_MS, polling: 100 },
  );
  // The page may have asked for more as it finished drawing (a lazy chunk, the next query).
  await quiet(page);
}

/** Opens a path of the app and waits for it to settle. */
export async function visit(page: Page, path: string): Promise<void> {
  requests(page);
  await page.goto(path, { timeout: SETTLE_TIMEOUT_MS });
  await settle(page);
}
