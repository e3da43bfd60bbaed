import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { completeOnboarding, newAccount } from './api-accounts.js';
import { expireSession, paySession } from './api-payments.js';
import type { FakeContext } from './context.js';
import { emptyRequirements, fakeId, type FakeAccount, type FakeEvent, type FakePayout } from './state.js';
import { accountTotals } from './totals.js';

const DAY = 86_400;

export interface RestrictOptions {
  /** Stripe's `requirements.current_deadline`. */
  deadline: Date;
  currentlyDue?: string[];
  /** False (the default): payments already off; true: "restricted soon", payments on until the deadline. */
  chargesEnabled?: boolean;
  disabledReason?: string | null;
}

export interface SeedAccountOptions {
  name: string;
  email?: string;
  /** Onboarded: details submitted, payments and payouts on. */
  enabled: boolean;
  /** A few past payouts, so the Connect page has some to show. */
  withPayouts?: boolean;
}

/** The test controls, as functions (a test with the fake in-process) and under /_control (the e2e, a developer). */
export function createControls(ctx: FakeContext) {
  const { state, webhooks } = ctx;
  const account = (id: string): FakeAccount => {
    const found = state.accounts.get(id);
    if (!found) throw new Error(`the fake Stripe has no account ${id}`);
    return found;
  };
  const session = (id: string) => {
    const found = state.sessions.get(id);
    if (!found) throw new Error(`the fake Stripe has no checkout session ${id}`);
    return found;
  };
  const delivered = async ({ event, delivered }: { event: FakeEvent; delivered: Promise<boolean> }) => {
    await delivered;
    return event;
  };

  function addPayout(accountId: string, { amount, arrivalDate, status }: { amount: number; arrivalDate: Date; status: FakePayout['status'] }): FakePayout {
    const arrival = Math.floor(arrivalDate.getTime() / 1000);
    const payout: FakePayout = {
      id: fakeId('po'),
      object: 'payout',
      account: accountId,
      amount,
      currency: 'usd',
      arrival_date: arrival,
      status,
      created: arrival - 2 * DAY,
    };
    state.payouts.set(payout.id, payout);
    return payout;
  }

  return {
    /** An account that exists before the app asks for it (the seeded demo club's), created once. */
    seedAccount(id: string, options: SeedAccountOptions): FakeAccount {
      const existing = state.accounts.get(id);
      if (existing) return existing;
      const created = newAccount(ctx, id, {
        business_profile: { name: options.name, url: null },
        email: options.email ?? null,
        ...(options.enabled ? { details_submitted: true, charges_enabled: true, payouts_enabled: true, requirements: emptyRequirements() } : {}),
      });
      if (options.withPayouts) {
        const now = ctx.now();
        const payouts: [number, number, FakePayout['status']][] = [
          [48_250, now - 12 * DAY, 'paid'],
          [31_400, now - 5 * DAY, 'paid'],
          [12_975, now + 2 * DAY, 'in_transit'],
        ];
        for (const [amount, arrival, status] of payouts) addPayout(id, { amount, arrivalDate: new Date(arrival * 1000), status });
      }
      return created;
    },
    addPayout,
    /** Hosted onboarding's Submit, without the browser; resolves once `account.updated` was delivered. */
    completeOnboarding: (accountId: string) => delivered(completeOnboarding(ctx, account(accountId))),
    /** Stripe asks for more: requirements due by a deadline; `account.updated` is sent. */
    restrictAccount(accountId: string, options: RestrictOptions): Promise<FakeEvent> {
      const found = account(accountId);
      const due = options.currentlyDue ?? ['individual.verification.document'];
      const chargesEnabled = options.chargesEnabled ?? false;
      Object.assign(found, {
        charges_enabled: chargesEnabled,
        requirements: {
          ...emptyRequirements(),
          currently_due: due,
          eventually_due: due,
          current_deadline: Math.floor(options.deadline.getTime() / 1000),
          disabled_reason: options.disabledReason !== undefined ? options.disabledReason : chargesEnabled ? null : 'requirements.past_due',
        },
      });
      return delivered(webhooks.emit('account.updated', found.id, found));
    },
    /** The hosted page's Pay: resolves with the success URL the browser would be sent to, once the event was delivered. */
    async paySession(sessionId: string): Promise<{ event: FakeEvent; redirect: string }> {
      const found = session(sessionId);
      if (found.status !== 'open') throw new Error(`checkout session ${sessionId} is ${found.status}`);
      const event = await delivered(paySession(ctx, found));
      return { event, redirect: (found.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', found.id) };
    },
    /** The session's time ran out: `checkout.session.expired` is sent. */
    expireSession: (sessionId: string) => delivered(expireSession(ctx, session(sessionId))),
    /** The next `count` API requests answer `status` (before any work is done, so a retry with the same key succeeds). */
    failNext(count = 1, status = 500) {
      for (let index = 0; index < count; index += 1) state.failures.push(status);
    },
    /** Every API request received: method, path, Stripe-Account, Idempotency-Key, status, whether it was a replay. */
    requests: () => [...state.requests],
    events: (type?: string) => [...state.events.values()].filter((event) => !type || event.type === type),
    /** Sends an event again (a replay); resolves with whether the app answered 2xx. */
    resendEvent: (eventId: string) => webhooks.resend(eventId),
    /** Any event, for cases the other controls do not cover. */
    emitEvent: (type: string, accountId: string | null, object: unknown) => delivered(webhooks.emit(type, accountId, object)),
    /** Charged, refunded, fees and net of an account's charges. */
    totals: (accountId: string) => accountTotals(state, accountId),
    /** Resolves once every webhook delivery under way has finished (retries included). */
    idle: () => webhooks.idle(),
  };
}
export type FakeStripeControls = ReturnType<typeof createControls>;

const RestrictBodySchema = z.object({
  deadline: z.iso.datetime({ offset: true }),
  currently_due: z.array(z.string()).optional(),
  charges_enabled: z.boolean().optional(),
});

/** The controls over HTTP, for the browser tests and for trying things out by hand. */
export function controlRoutes(app: FastifyInstance, controls: FakeStripeControls) {
  const run = async (reply: FastifyReply, work: () => unknown) => {
    try {
      return await work();
    } catch (error) {
      return reply.code(400).send({ error: { message: error instanceof Error ? error.message : String(error) } });
    }
  };
  app.post<{ Params: { id: string } }>('/_control/accounts/:id/restrict', (request, reply) =>
    run(reply, () => {
      const body = RestrictBodySchema.parse(request.body ?? {});
      return controls.restrictAccount(request.params.id, {
        deadline: new Date(body.deadline),
        currentlyDue: body.currently_due,
        chargesEnabled: body.charges_enabled,
      });
    }),
  );
  app.post<{ Params: { id: string } }>('/_control/accounts/:id/onboard', (request, reply) => run(reply, () => controls.completeOnboarding(request.params.id)));
  app.get<{ Params: { id: string } }>('/_control/accounts/:id/totals', (request) => controls.totals(request.params.id));
  app.post<{ Params: { id: string } }>('/_control/sessions/:id/pay', (request, reply) => run(reply, () => controls.paySession(request.params.id)));
  app.post<{ Params: { id: string } }>('/_control/sessions/:id/expire', (request, reply) => run(reply, () => controls.expireSession(request.params.id)));
  app.post('/_control/fail-next', (request) => {
    const body = z
      .object({ count: z.number().int().min(1).max(10).optional(), status: z.number().int().min(400).max(599).optional() })
      .parse(request.body ?? {});
    controls.failNext(body.count, body.status);
    return { ok: true };
  });
  app.get('/_control/requests', () => ({ requests: controls.requests() }));
  app.get('/_control/events', () => ({ events: controls.events() }));
  app.post<{ Params: { id: string } }>('/_control/events/:id/resend', (request, reply) =>
    run(reply, async () => ({ delivered: await controls.resendEvent(request.params.id) })),
  );
}
