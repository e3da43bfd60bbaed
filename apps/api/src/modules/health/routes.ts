import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { HttpError } from '../../lib/http-error.js';

const StatusSchema = z.object({ status: z.literal('ok') }).meta({ id: 'HealthStatus' });

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['health'];

  app.get('/api/health', {
    schema: { tags, summary: 'Liveness: the process answers', response: { 200: StatusSchema } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/api/ready', {
    schema: { tags, summary: 'Readiness: the database answers', response: { 200: StatusSchema, ...errorResponses(503) } },
    handler: async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        throw new HttpError(503, 'service_unavailable', 'The database is not reachable');
      }
      return { status: 'ok' as const };
    },
  });
};

export default routes;
