import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClubParamsSchema, PlayerCodeRequestSchema, PlayerCodeVerifySchema, PlayerSessionSchema } from '@matchday/domain';
import { errorResponses } from '../../lib/error-responses.js';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits.js';
import { playerOf, publicClubOf } from '../../plugins/player-session.js';
import { createPlayerAuthService } from './service.js';

/** Players' and captains' sign-in on a club's site: an e-mailed code instead of a password (issue 12 §2). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const auth = createPlayerAuthService(app);
  const tags = ['registration'];

  app.post('/api/public/clubs/:slug/auth/code', {
    bodyLimit: SMALL_BODY_LIMIT,
    onRequest: app.requirePublicClub,
    schema: {
      tags,
      summary: 'E-mails a 6-digit sign-in code (10 minutes, 5 attempts). Always 202: it does not tell whether the address is known',
      params: ClubParamsSchema,
      body: PlayerCodeRequestSchema,
      response: { 202: z.object({ sent: z.literal(true) }), ...errorResponses(400, 404, 429) },
    },
    handler: async (request, reply) => {
      await auth.requestCode(publicClubOf(request), request.body.email, request.ip);
      return reply.code(202).send({ sent: true });
    },
  });

  app.post('/api/public/clubs/:slug/auth/verify', {
    bodyLimit: SMALL_BODY_LIMIT,
    onRequest: app.requirePublicClub,
    schema: {
      tags,
      summary: 'Exchanges the e-mailed code for a session token on this club’s site',
      params: ClubParamsSchema,
      body: PlayerCodeVerifySchema,
      response: { 200: PlayerSessionSchema, ...errorResponses(400, 401, 404, 429) },
    },
    handler: (request) => auth.verify(publicClubOf(request), request.body.email, request.body.code, request.ip),
  });

  app.post('/api/public/clubs/:slug/auth/sign-out', {
    bodyLimit: SMALL_BODY_LIMIT,
    onRequest: app.requirePlayer,
    schema: { tags, summary: 'Ends this session', params: ClubParamsSchema, response: { 204: z.null(), ...errorResponses(401, 404) } },
    handler: async (request, reply) => {
      await auth.signOut(playerOf(request).id);
      return reply.code(204).send(null);
    },
  });
};

export default routes;
