import { buildApp } from './app.js';
import { findUserByEmail } from './modules/auth/repository.js';
import { DataDirLockedError } from './db/lock.js';
import { openConfiguredDatabase } from './db/open.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './db/seed.js';
import { loadEnv } from './env.js';
import { systemClock } from './lib/clock.js';
import { createPasswordHasher } from './lib/passwords.js';
import { serializeError } from './lib/log-serializers.js';
import { startupBanner } from './startup-banner.js';
import { runsDevFakeStripe, startDevFakeStripe } from './fake-stripe/dev-start.js';

/** How long a stopping process at least still answers (503) before it closes its listener; then until it has read what still arrives (plugins/lifecycle.ts). */
const DRAIN_MS = 1_000;
/** Beyond the request timeout, a stuck request must not keep a stopping process alive for ever. */
const SHUTDOWN_MARGIN_MS = 5_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  let database;
  try {
    database = await openConfiguredDatabase(config, {
      error: (details, message) => console.error(message, 'err' in details ? serializeError(details.err) : details),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();

  const passwords = createPasswordHasher({ memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST });
  if (config.SEED_DEMO) await seedDemoData(database.db, passwords);

  const fakeStripe = runsDevFakeStripe(config) ? await startDevFakeStripe(config, database.db) : null;
  const appConfig = fakeStripe ? { ...config, STRIPE_API_BASE: fakeStripe.url } : config;
  const app = await buildApp({ config: appConfig, db: database.db, clock: systemClock, passwords }, true);
  app.addHook('onClose', async () => database.close());
  if (fakeStripe) app.addHook('onClose', async () => fakeStripe.close());

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // From here readiness answers 503; close() stops accepting connections, lets requests in flight finish, then closes the database.
    app.stopping.value = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    setTimeout(() => {
      app.log.error('requests still running after the grace period: exiting');
      process.exit(1);
    }, config.REQUEST_TIMEOUT_MS + SHUTDOWN_MARGIN_MS).unref();
    // Requests already on their way when the signal lands get a clean 503 during this pause instead of a reset connection.
    app
      .drain(DRAIN_MS)
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while stopping');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ port: config.PORT, host: config.HOST });
  const showDemo = config.SEED_DEMO && (await findUserByEmail(database.db, DEMO_USERS[0]!.email)) !== undefined;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  if (fakeStripe) {
    fakeStripe.setWebhookTarget({ url: `http://127.0.0.1:${port}/api/webhooks/stripe` });
    app.log.info({ fakeStripe: fakeStripe.url }, 'Payments go to the fake Stripe built into Matchday (no STRIPE_SECRET_KEY): no real card is charged');
  }
  console.log(
    startupBanner({
      url: `http://localhost:${port}`,
      database: config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`,
      demoLogins: showDemo ? DEMO_USERS.map((user) => ({ email: user.email, clubs: user.clubs })) : [],
      demoPassword: DEMO_PASSWORD,
      payments: config.STRIPE_SECRET_KEY
        ? 'Stripe (STRIPE_SECRET_KEY)'
        : fakeStripe
          ? `fake Stripe at ${fakeStripe.url} (no STRIPE_SECRET_KEY; no real card is charged)`
          : `no Stripe key: card payments go to ${config.STRIPE_API_BASE ?? 'nowhere (set STRIPE_SECRET_KEY)'}`,
    }),
  );
}

main().catch((error: unknown) => {
  console.error('Matchday could not start:', error);
  process.exit(1);
});
