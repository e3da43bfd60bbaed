import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClubParamsSchema, FailedJobListSchema, JobParamsSchema } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { createJobsService } from './service.js';

/** The club's background tasks that failed for good, and trying one again. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const jobs = createJobsService(app);
  const tags = ['jobs'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;

  app.get('/api/:slug/jobs/failed', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The club’s background tasks (e-mails, scheduled publishing, …) that failed every attempt, newest first',
      params: ClubParamsSchema,
      response: { 200: FailedJobListSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => jobs.failed(clubOf(request)),
  });

  app.post('/api/:slug/jobs/:jobId/retry', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Try a failed background task again now, with its attempts counted afresh',
      params: JobParamsSchema,
      response: { 204: z.null(), ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: async (request, reply) => {
      await jobs.retry(clubOf(request), request.params.jobId);
      return reply.code(204).send(null);
    },
  });
};

export default routes;
