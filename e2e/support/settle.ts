import type { Page } from 'playwright-core';

const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Waits until the page shows what it will show: requests answered, skeletons and spinners gone, fonts loaded and
 * no transition running (a dialog fading in has the wrong colours for a contrast check). Endless animations
 * (a skeleton's pulse) don't count.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
  await page.waitForFunction(
    () => {
      const busy = document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-root, [aria-busy="true"]');
      const moving = document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
      return !busy && !moving && document.fonts.status === 'loaded';
    },
    undefined,
    { timeout: SETTLE_TIMEOUT_MS, polling: 100 },
  );
}
