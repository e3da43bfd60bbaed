import fp from 'fastify-plugin';
import { sendError } from './errors.js';

/**
 * Once a stop signal arrives (server.ts sets `stopping`), readiness fails at once and any request that
 * still arrives on an open connection is told to go elsewhere, while requests already running finish.
 */
export default fp(
  async (app) => {
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
