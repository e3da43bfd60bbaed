import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BracketCreateSchema, BracketResponseSchema, BracketSchema, LeagueParamsSchema } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { createPlayoffsService } from './service.js';

/** A league's playoff bracket: its seeds, its games on the courts, and the champion. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const playoffs = createPlayoffsService(app);
  const tags = ['playoffs'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;

  app.get('/api/:slug/leagues/:leagueId/bracket', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The league’s bracket with who plays each game, its status, time, court and result, and the champion (null when there is none)',
      params: LeagueParamsSchema,
      response: { 200: BracketResponseSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => playoffs.show(clubOf(request), request.params.leagueId),
  });

  app.post('/api/:slug/leagues/:leagueId/bracket', {
    onRequest,
    schema: {
      tags,
      security,
      summary:
        'Seed the top teams of the standings 1 v N and place the bracket’s games on free times of the chosen courts (409 conflict when the league has a bracket, 409 court_taken when a court time was taken meanwhile)',
      params: LeagueParamsSchema,
      body: BracketCreateSchema,
      response: { 201: BracketSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await playoffs.create(clubOf(request), request.params.leagueId, request.body, actorOf(request))),
  });

  app.delete('/api/:slug/leagues/:leagueId/bracket', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Delete the bracket and its games; 409 in_use while any playoff game has a result',
      params: LeagueParamsSchema,
      response: { 204: z.null(), ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => {
      await playoffs.remove(clubOf(request), request.params.leagueId, actorOf(request));
      return reply.code(204).send(null);
    },
  });
};

export default routes;
