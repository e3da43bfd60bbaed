import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { openConfiguredDatabase } from './db/open.js';
import { loadEnv } from './env.js';
import { systemClock } from './lib/clock.js';
import { serializeError } from './lib/log-serializers.js';
import { createPasswordHasher } from './lib/passwords.js';

/** Beyond the lease, a job that will not finish is left to run again elsewhere: the process exits anyway. */
const SHUTDOWN_MARGIN_MS = 5_000;

export interface WorkerOptions {
  /** Called with the built app before it starts polling (a test registers a handler of its own here). */
  prepare?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * A background worker: the whole app built exactly as the API builds it (so every module registers its job
 * handlers), never listening, polling the jobs table until SIGTERM or SIGINT, which let the jobs under way finish.
 * PostgreSQL only: a PGlite data directory belongs to the one API process, which runs the jobs itself.
 */
export async function runWorker({ prepare }: WorkerOptions = {}): Promise<void> {
  let config;
  try {
    config = loadEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (!config.DATABASE_URL) {
    console.error(
      'The worker needs PostgreSQL (DATABASE_URL). On PGlite the API process (npm start) runs the background jobs itself: ' +
        'its data directory is locked to it, so a second process cannot share it.',
    );
    process.exit(1);
  }
  const database = await openConfiguredDatabase(config, {
    error: (details, message) => console.error(message, 'err' in details ? serializeError(details.err) : details),
  });
  // Whichever starts first, the API or a worker, brings the schema up to date (under an advisory lock).
  await database.migrate();
  const passwords = createPasswordHasher({ memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST });
  const app = await buildApp({ config, db: database.db, clock: systemClock, passwords }, true);
  app.addHook('onClose', async () => database.close());
  await prepare?.(app);
  await app.ready();

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'worker stopping: finishing the jobs under way');
    setTimeout(
      () => {
        app.log.error('jobs still running after their lease: exiting (they will run again elsewhere)');
        process.exit(1);
      },
      config.JOBS_LEASE_SECONDS * 1_000 + SHUTDOWN_MARGIN_MS,
    ).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping the worker');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  app.jobs.start();
  console.log(`Matchday worker (pid ${process.pid}) running background jobs on PostgreSQL`);
}
