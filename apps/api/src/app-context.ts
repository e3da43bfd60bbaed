import type { onRequestAsyncHookHandler } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from './db/database.js';
import type { Env } from './env.js';
import type { Clock } from './lib/clock.js';
import type { JobQueue } from './lib/jobs/job-queue.js';
import type { PasswordHasher } from './lib/passwords.js';
import type { StripeEventRegistry } from './lib/stripe/event-registry.js';
import type { AuthService, Session } from './modules/auth/service.js';
import type { ClubRow } from './modules/clubs/club-row.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { ChargeOnCreation } from './modules/teams/fees-on-creation.js';
import type { Throttle } from './modules/throttle/service.js';

/** What the app is built from; server.ts gives the real ones, tests give a fresh database and a movable clock. */
export interface AppDeps {
  config: Env;
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
}

declare module 'fastify' {
  interface FastifyInstance extends AppDeps {
    /** Built once per process from the database and clock; counts live in the database. */
    throttle: Throttle;
    mailer: Mailer;
    /** Background work in the jobs table; modules register their handlers on it when the app is built. */
    jobs: JobQueue;
    /** The Stripe SDK: the real Stripe with STRIPE_SECRET_KEY, else the built-in fake (lib/stripe/stripe-client.ts). */
    stripe: Stripe;
    /** Handlers of verified Stripe events by type; the 'stripe-event' job runs them once per event (modules/stripe-webhooks). */
    stripeEvents: StripeEventRegistry;
    /** Charges the teams and registrations an admin creates what the payment mode charges (payments' implementation of the teams' port). */
    chargeOnCreation: ChargeOnCreation;
    /** True from the moment a stop signal arrives: readiness answers 503 and new requests are turned away. */
    stopping: { value: boolean };
    /** After a stop signal: resolves once `ms` have passed and the event loop has read every request still arriving (plugins/lifecycle.ts). */
    drain(ms: number): Promise<void>;
    authService: AuthService;
    /** onRequest hook: 401 unless the request carries a live bearer token. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook of /api/:slug/... (before any body is read): 401 without a token, 404 for an unknown club, 403 without the right on it. */
    requireClubAdmin: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    session: Session | null;
    club: ClubRow | null;
  }
}
