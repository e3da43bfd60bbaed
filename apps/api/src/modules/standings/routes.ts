import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LeagueParamsSchema, StandingsSchema } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { createStandingsService } from './service.js';

/** A league's table. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const standings = createStandingsService(app);

  app.get('/api/:slug/leagues/:leagueId/standings', {
    onRequest: app.requireClubAdmin,
    schema: {
      tags: ['standings'],
      security: [{ bearerAuth: [] }],
      summary: 'The league’s table from its regular-season results, ranked by its points and tiebreakers, with how each tie was broken',
      params: LeagueParamsSchema,
      response: { 200: StandingsSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => standings.show(clubOf(request), request.params.leagueId),
  });
};

export default routes;
