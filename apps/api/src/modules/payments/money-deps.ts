import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/database.js';
import type { Env } from '../../env.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';

/**
 * What the services of the money path (registration, checkout, webhooks, refunds, the deadline) are given, explicitly,
 * instead of the whole Fastify instance (issue 19 §7): routes pick these from the app once, tests can build them alone.
 */
export interface MoneyDeps {
  db: Database;
  clock: Clock;
  stripe: Stripe;
  jobs: JobQueue;
  mailer: Mailer;
  config: Pick<Env, 'APP_URL' | 'PLATFORM_FEE_BPS'>;
  log: FastifyBaseLogger;
}

export const moneyDepsOf = (app: MoneyDeps): MoneyDeps => ({
  db: app.db,
  clock: app.clock,
  stripe: app.stripe,
  jobs: app.jobs,
  mailer: app.mailer,
  config: app.config,
  log: app.log,
});
