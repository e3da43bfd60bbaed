import fp from 'fastify-plugin';
import { sendError } from './errors.js';

/**
 * Once a stop signal arrives (server.ts sets `stopping`), readiness fails at once and any request that
 * still arrives on an open connection is told to go elsewhere, while requests already running finish.
 */
export default fp(
  async (app) => {
    // A keep-alive connection would otherwise stay open, idle, until its timeout and hold the exit back.
    app.addHook('onSend', async (_request, reply) => {
      if (app.stopping.value) reply.header('connection', 'close');
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!app.stopping.value) return;
      return sendError(
        reply,
        503,
        { message: 'The server is restarting. Try again.', code: 'service_unavailable' },
        { 'retry-after': '1', connection: 'close' },
      );
    });
  },
  { name: 'lifecycle', dependencies: ['errors'] },
);
