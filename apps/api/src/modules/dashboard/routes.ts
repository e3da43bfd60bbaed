import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClubParamsSchema, DashboardSchema } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { createDashboardService } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = createDashboardService(app);

  app.get('/api/:slug/dashboard', {
    onRequest: app.requireClubAdmin,
    schema: {
      tags: ['dashboard'],
      security: [{ bearerAuth: [] }],
      summary: 'The club’s figures: leagues by status, teams, players, free agents waiting, registrations closing soon',
      params: ClubParamsSchema,
      response: { 200: DashboardSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => dashboard.show(clubOf(request)),
  });
};

export default routes;
