import fp from 'fastify-plugin';
import { sendError } from './errors.js';

/**
 * Once a stop signal arrives (server.ts sets `stopping`), readiness fails at once and any request that
 * still arrives on an open connection is told to go elsewhere, while requests already running finish.
 */
export default fp(
  async (app) => {
    // Callback hooks: they run on every request, and an async one costs a promise each time for a flag that is almost never set.
    // A keep-alive connection would otherwise stay open, idle, until its timeout and hold the exit back.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (app.stopping.value) reply.header('connection', 'close');
      done(null, payload);
    });
    app.addHook('onRequest', (_request, reply, done) => {
      if (!app.stopping.value) return done();
      // Answered here: done() is not called, so the request goes no further.
      sendError(reply, 503, { message: 'The server is restarting. Try again.', code: 'service_unavailable' }, { 'retry-after': '1', connection: 'close' });
    });
  },
  { name: 'lifecycle', dependencies: ['infrastructure', 'errors'] },
);
