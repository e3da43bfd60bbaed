import fp from 'fastify-plugin';
import type { AppDeps } from '../app-context.js';
import { createJobQueue } from '../lib/jobs/database-job-queue.js';
import { createStripeEventRegistry } from '../lib/stripe/event-registry.js';
import { createStripeClient } from '../lib/stripe/stripe-client.js';
import { createMailer } from '../modules/mail/mailer.js';
import { chargeOnCreation } from '../modules/payments/charges-on-creation.js';
import { createThrottle } from '../modules/throttle/service.js';

/**
 * The composition root: the database, clock, password hasher and settings the app is given, and the mailer and
 * throttle built from them, each ONCE per app and decorated on it. Plugins and modules take these from the app
 * and never build their own, so every route shares one outbox, one set of throttle counts and one clock.
 */
export default fp(
  async (app, deps: AppDeps) => {
    app.decorate('config', deps.config);
    app.decorate('db', deps.db);
    app.decorate('clock', deps.clock);
    app.decorate('passwords', deps.passwords);
    // A pending attempt outlives any request by a wide margin before it stops counting.
    app.decorate('throttle', createThrottle(deps.db, deps.clock, { pendingTtlMs: deps.config.REQUEST_TIMEOUT_MS * 2 }));
    const jobs = createJobQueue({
      db: deps.db,
      clock: deps.clock,
      logger: app.log,
      leaseMs: deps.config.JOBS_LEASE_SECONDS * 1_000,
      pollMs: deps.config.JOBS_POLL_MS,
      // PGlite is one connection: jobs would only queue behind each other there.
      concurrency: deps.config.DATABASE_URL ? 4 : 1,
    });
    app.decorate('jobs', jobs);
    if (deps.config.JOBS_IN_PROCESS) app.addHook('onReady', async () => jobs.start());
    // preClose, while the database is still open: the jobs under way finish and record their outcome.
    app.addHook('preClose', async () => jobs.stop());
    const mailer = createMailer({ db: deps.db, clock: deps.clock, logger: app.log, config: deps.config, jobs });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
    // One SDK instance: its keep-alive connections and retry settings are shared by every module.
    app.decorate('stripe', createStripeClient(deps.config));
    app.decorate('stripeEvents', createStripeEventRegistry());
    // Teams asks for this when the admin creates teams or registrations; payments answers, without teams importing it.
    app.decorate('chargeOnCreation', chargeOnCreation);
    app.decorate('stopping', { value: false });
  },
  { name: 'infrastructure' },
);
