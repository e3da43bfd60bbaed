import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Env } from '../../env.js';

/** The signing secret the built-in fake Stripe uses and, without STRIPE_SECRET_KEY, the app checks webhooks with. Not a secret: dev and tests only. */
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_matchday_fake_stripe_dev_only';

/** The key the SDK sends to the fake: any text does, the fake never checks it. */
const FAKE_SECRET_KEY = 'sk_test_matchday_fake_stripe';

export type StripeConfig = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE' | 'FAKE_STRIPE_PORT'>;

/** Where the fake's published secret may verify webhooks: a developer's machine and the tests, never a deployment. */
const FAKE_SECRET_ENVIRONMENTS = new Set<Env['NODE_ENV']>(['development', 'test']);

/** True when payments go to the built-in fake Stripe (no STRIPE_SECRET_KEY). */
export const usesFakeStripe = (config: Pick<Env, 'STRIPE_SECRET_KEY'>): boolean => !config.STRIPE_SECRET_KEY;

/** Where the fake is: STRIPE_API_BASE, else loopback on FAKE_STRIPE_PORT. */
export const fakeStripeBase = (config: Pick<Env, 'STRIPE_API_BASE' | 'FAKE_STRIPE_PORT'>): URL =>
  new URL(config.STRIPE_API_BASE ?? `http://127.0.0.1:${config.FAKE_STRIPE_PORT}`);

/** Whether the key is a live one (sk_live_… or a restricted rk_live_…); the fake and test keys are not. */
export const isLiveMode = (config: Pick<Env, 'STRIPE_SECRET_KEY'>): boolean => /^(sk|rk)_live_/.test(config.STRIPE_SECRET_KEY ?? '');

/**
 * The secret webhooks are verified with: STRIPE_WEBHOOK_SECRET; else, in development and tests only, the fake's
 * published one; else none, and every webhook is refused (staging or production without a secret trusts no event).
 */
export const webhookSecretOf = (config: StripeConfig & Pick<Env, 'NODE_ENV'>): string | null =>
  config.STRIPE_WEBHOOK_SECRET ?? (FAKE_SECRET_ENVIRONMENTS.has(config.NODE_ENV) ? FAKE_STRIPE_WEBHOOK_SECRET : null);

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

/** A process's own secret, for a deployment that has no webhook secret (and so no real Stripe): its links work where made. */
const PROCESS_LINK_SECRET = randomBytes(32).toString('hex');

/**
 * The secret Connect's refresh links are signed with: the webhook secret; never the fake's published one outside
 * development and tests, where a forged link would open a club's Stripe onboarding to anyone.
 */
export const linkSecretOf = (config: StripeConfig & Pick<Env, 'NODE_ENV'>): string => webhookSecretOf(config) ?? PROCESS_LINK_SECRET;
