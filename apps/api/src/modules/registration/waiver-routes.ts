import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text, WaiverInputSchema, WaiverSchema } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { createWaiverService } from './waiver-service.js';

const SlugParamsSchema = z.object({ slug: text().max(64) });

/** The club's registration waiver: the text registrants accept, one version per saved change. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const waivers = createWaiverService(app);
  const tags = ['registration'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;

  app.get('/api/:slug/waiver', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The club’s registration waiver in force ("" when it has none) and how many versions it has had',
      params: SlugParamsSchema,
      response: { 200: WaiverSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => waivers.get(clubOf(request)),
  });

  app.put('/api/:slug/waiver', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Save the waiver text as a new version ("" removes the waiver); an unchanged text saves none',
      params: SlugParamsSchema,
      body: WaiverInputSchema,
      response: { 200: WaiverSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => waivers.save(clubOf(request), request.body, actorOf(request)),
  });
};

export default routes;
