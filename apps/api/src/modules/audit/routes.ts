import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListQuerySchema, AuditPageSchema, ClubParamsSchema } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { createAuditService } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const audit = createAuditService(app);

  app.get('/api/:slug/audit', {
    onRequest: app.requireClubAdmin,
    schema: {
      tags: ['audit'],
      security: [{ bearerAuth: [] }],
      summary: 'The club’s audit log, newest first: filter by record, league, action, actor, days (club timezone, inclusive) and text',
      params: ClubParamsSchema,
      querystring: AuditListQuerySchema,
      response: { 200: AuditPageSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => audit.list(clubOf(request), request.query),
  });
};

export default routes;
