import Stripe from 'stripe';
import type { Env } from '../../env.js';

/** The signing secret the built-in fake Stripe uses and, without STRIPE_SECRET_KEY, the app checks webhooks with. Not a secret: dev and tests only. */
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_matchday_fake_stripe_dev_only';

/** The key the SDK sends to the fake: any text does, the fake never checks it. */
const FAKE_SECRET_KEY = 'sk_test_matchday_fake_stripe';

export type StripeConfig = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE' | 'FAKE_STRIPE_PORT'>;

/** True when payments go to the built-in fake Stripe (no STRIPE_SECRET_KEY). */
export const usesFakeStripe = (config: Pick<Env, 'STRIPE_SECRET_KEY'>): boolean => !config.STRIPE_SECRET_KEY;

/** Where the fake is: STRIPE_API_BASE, else loopback on FAKE_STRIPE_PORT. */
export const fakeStripeBase = (config: Pick<Env, 'STRIPE_API_BASE' | 'FAKE_STRIPE_PORT'>): URL =>
  new URL(config.STRIPE_API_BASE ?? `http://127.0.0.1:${config.FAKE_STRIPE_PORT}`);

/** The secret webhooks are verified with: STRIPE_WEBHOOK_SECRET, or the fake's when payments go to the fake. */
/** Whether the key is a live one (sk_live_… or a restricted rk_live_…); the fake and test keys are not. */
export const isLiveMode = (config: Pick<Env, 'STRIPE_SECRET_KEY'>): boolean => /^(sk|rk)_live_/.test(config.STRIPE_SECRET_KEY ?? '');

export const webhookSecretOf = (config: StripeConfig): string => config.STRIPE_WEBHOOK_SECRET ?? FAKE_STRIPE_WEBHOOK_SECRET;

/**
 * The Stripe SDK, built once per app. With STRIPE_SECRET_KEY the real Stripe; without, the same SDK pointed at the
 * fake. Network failures and 5xx answers are retried twice, and the SDK sends every retry of a POST with the same
 * Idempotency-Key (its own, when the caller gave none), so a retried charge cannot charge twice.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const common = { maxNetworkRetries: 2, timeout: 20_000, httpClient: Stripe.createFetchHttpClient(), appInfo: { name: 'Matchday' } } as const;
  if (config.STRIPE_SECRET_KEY) return new Stripe(config.STRIPE_SECRET_KEY, common);
  const base = fakeStripeBase(config);
  return new Stripe(FAKE_SECRET_KEY, {
    ...common,
    host: base.hostname,
    port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
    protocol: base.protocol === 'https:' ? 'https' : 'http',
  });
}
