import Fastify, { type FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import { FAKE_STRIPE_WEBHOOK_SECRET } from '../lib/stripe/stripe-client.js';
import { accountRoutes } from './api-accounts.js';
import { expireSession, paymentRoutes } from './api-payments.js';
import { accountOf, type FakeContext } from './context.js';
import { controlRoutes, createControls, type FakeStripeControls } from './control.js';
import { parseStripeForm } from './form.js';
import { hostedPages } from './hosted-pages.js';
import { createState, type LoggedRequest } from './state.js';
import { createWebhooks, type WebhookTarget } from './webhooks.js';

export interface FakeStripeOptions {
  /** 0 picks a free port (tests); `npm start` uses FAKE_STRIPE_PORT. */
  port?: number;
  host?: string;
  /** Where events go; settable later with setWebhookTarget (the app's address is known only once it listens). */
  webhook?: WebhookTarget;
  /** Stripe's clock; a test passes the app's movable clock. */
  clock?: () => Date;
  webhookSecret?: string;
  /** Delivery attempts per event and the delay before the first retry. */
  deliveryAttempts?: number;
  retryDelayMs?: number;
  log?: (message: string) => void;
}

export interface FakeStripe extends FakeStripeControls {
  /** Base URL, e.g. http://127.0.0.1:12111: the app's STRIPE_API_BASE. */
  url: string;
  port: number;
  webhookSecret: string;
  setWebhookTarget(target: WebhookTarget): void;
  useClock(clock: () => Date): void;
  close(): Promise<void>;
}

const headerText = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' && value ? value : null;
};

/**
 * An in-memory Stripe for development and tests, spoken to by the real SDK: the API Matchday uses, the hosted
 * Checkout and onboarding pages, signed webhooks with retries, idempotency replay and scripted failures.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  let clock = options.clock ?? (() => new Date());
  let baseUrl = '';
  const state = createState();
  const log = options.log ?? (() => undefined);
  const now = () => Math.floor(clock().getTime() / 1000);
  const webhookSecret = options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET;
  const webhooks = createWebhooks(state, now, { secret: webhookSecret, attempts: options.deliveryAttempts, retryDelayMs: options.retryDelayMs, log });
  webhooks.setTarget(options.webhook ?? null);
  const ctx: FakeContext = { state, webhooks, now, baseUrl: () => baseUrl, log };
  const controls = createControls(ctx);

  const app = Fastify({ logger: false, routerOptions: { querystringParser: (text) => parseStripeForm(text) } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, parseStripeForm(body as string)));

  // Stripe expires sessions whose time ran out by itself, and says so.
  app.addHook('onRequest', async () => {
    for (const session of state.sessions.values()) if (session.status === 'open' && session.expires_at <= now()) expireSession(ctx, session);
  });

  // The API's log, scripted failures and idempotency, for /v1 only.
  const entries = new WeakMap<FastifyRequest, LoggedRequest>();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    const entry: LoggedRequest = {
      method: request.method,
      path: request.url.split('?')[0]!,
      stripe_account: accountOf(request),
      idempotency_key: headerText(request, 'idempotency-key'),
      status: 0,
      replayed: false,
      at: new Date().toISOString(),
    };
    state.requests.push(entry);
    entries.set(request, entry);
    log(
      `${entry.method} ${entry.path}${entry.stripe_account ? ` [${entry.stripe_account}]` : ''}${entry.idempotency_key ? ` key=${entry.idempotency_key}` : ''}`,
    );
    const failure = state.failures.shift();
    if (failure !== undefined) return reply.code(failure).send({ error: { type: 'api_error', message: 'Scripted failure of the fake Stripe.' } });
  });
  const idempotencyKey = (request: FastifyRequest, entry: LoggedRequest) =>
    `${entry.stripe_account ?? ''} ${request.method} ${entry.path} ${entry.idempotency_key}`;
  app.addHook('preHandler', async (request, reply) => {
    const entry = entries.get(request);
    if (!entry?.idempotency_key || request.method !== 'POST') return;
    const stored = state.idempotent.get(idempotencyKey(request, entry));
    if (!stored) return;
    entry.replayed = true;
    return reply.code(stored.status).header('idempotent-replayed', 'true').type('application/json').send(stored.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const entry = entries.get(request);
    if (!entry) return payload;
    entry.status = reply.statusCode;
    if (entry.idempotency_key && request.method === 'POST' && !entry.replayed && reply.statusCode < 500 && typeof payload === 'string') {
      state.idempotent.set(idempotencyKey(request, entry), { status: reply.statusCode, body: payload });
    }
    return payload;
  });

  accountRoutes(app, ctx);
  paymentRoutes(app, ctx);
  hostedPages(app, ctx);
  controlRoutes(app, controls);

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    ...controls,
    url: baseUrl,
    port,
    webhookSecret,
    setWebhookTarget: (target) => webhooks.setTarget(target),
    useClock(next) {
      clock = next;
    },
    async close() {
      await webhooks.idle();
      await app.close();
    },
  };
}
