import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { sendError } from './errors.js';

/** One turn of the event loop with a poll phase in it: connections are accepted and requests read there. */
const nextRound = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/**
 * Once a stop signal arrives (server.ts sets `stopping`), readiness fails at once and any request that
 * still arrives on an open connection is told to go elsewhere, while requests already running finish.
 */
export default fp(
  async (app) => {
    let lateActivity = false;
    // Callback hooks: they run on every request, and an async one costs a promise each time for a flag that is almost never set.
    // A keep-alive connection would otherwise stay open, idle, until its timeout and hold the exit back.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (app.stopping.value) reply.header('connection', 'close');
      done(null, payload);
    });
    app.addHook('onRequest', (_request, reply, done) => {
      if (!app.stopping.value) return done();
      lateActivity = true;
      // Answered here: done() is not called, so the request goes no further.
      sendError(reply, 503, { message: 'The server is restarting. Try again.', code: 'service_unavailable' }, { 'retry-after': '1', connection: 'close' });
    });

    /**
     * Resolves once `ms` have passed and then a whole turn of the event loop has gone by without a connection
     * accepted or a request read (for at most `ms` more): what clients sent before the signal has been read and
     * answered, and closing the server resets no connection with a request still unread in it. A busy loop (the
     * requests in flight, answered together after their shared lookups) could otherwise still be working when
     * the pause ends, with the last requests written before the signal not yet read.
     */
    app.decorate('drain', async (ms: number) => {
      const markActivity = () => (lateActivity = true);
      app.server.on('connection', markActivity);
      try {
        await sleep(ms);
        const deadline = Date.now() + ms;
        do {
          lateActivity = false;
          await nextRound();
        } while (lateActivity && Date.now() < deadline);
      } finally {
        app.server.off('connection', markActivity);
      }
    });
  },
  { name: 'lifecycle', dependencies: ['infrastructure', 'errors'] },
);
