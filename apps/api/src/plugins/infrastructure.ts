import fp from 'fastify-plugin';
import type { AppDeps } from '../app-context.js';
import { createMailer } from '../modules/mail/mailer.js';
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
    const mailer = createMailer({ db: deps.db, clock: deps.clock, logger: app.log, config: deps.config });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
    app.decorate('stopping', { value: false });
  },
  { name: 'infrastructure' },
);
