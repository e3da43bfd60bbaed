import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BlackoutInputSchema, BlackoutListSchema, BlackoutParamsSchema, BlackoutSchema, text } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { createBlackoutsService } from './service.js';

const SlugParamsSchema = z.object({ slug: text().max(64) });

/** Club-wide and per-location days without games. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const blackouts = createBlackoutsService(app);
  const tags = ['blackouts'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;

  app.get('/api/:slug/blackouts', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The club’s blackout dates, by date',
      params: SlugParamsSchema,
      response: { 200: BlackoutListSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => blackouts.list(clubOf(request)),
  });

  app.post('/api/:slug/blackouts', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Black out a day, club-wide or at one location; existing games move only when the schedule is re-planned',
      params: SlugParamsSchema,
      body: BlackoutInputSchema,
      response: { 201: BlackoutSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await blackouts.create(clubOf(request), request.body, actorOf(request))),
  });

  app.delete('/api/:slug/blackouts/:blackoutId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Remove a blackout date',
      params: BlackoutParamsSchema,
      response: { 204: z.null(), ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: async (request, reply) => {
      await blackouts.remove(clubOf(request), request.params.blackoutId, actorOf(request));
      return reply.code(204).send(null);
    },
  });
};

export default routes;
