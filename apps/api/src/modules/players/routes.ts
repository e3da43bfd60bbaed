import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClubParamsSchema,
  PlayerInputSchema,
  PlayerListQuerySchema,
  PlayerPageSchema,
  PlayerParamsSchema,
  PlayerSchema,
  PlayerUpdateSchema,
} from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { createPlayersService } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const players = createPlayersService(app);
  const tags = ['players'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;

  app.get('/api/:slug/players', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The club’s player directory: paginated, searchable by name, email or phone',
      params: ClubParamsSchema,
      querystring: PlayerListQuerySchema,
      response: { 200: PlayerPageSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => players.list(clubOf(request), request.query),
  });

  app.post('/api/:slug/players', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Add a player to the directory (409 when the club has the email)',
      params: ClubParamsSchema,
      body: PlayerInputSchema,
      response: { 201: PlayerSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await players.create(clubOf(request), request.body, actorOf(request))),
  });

  app.get('/api/:slug/players/:playerId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'A player with every league registration: team, captaincy, payment status, answers',
      params: PlayerParamsSchema,
      response: { 200: PlayerSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => players.show(clubOf(request), request.params.playerId),
  });

  app.put('/api/:slug/players/:playerId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Update a player from the row_version its form was opened on: 409 stale_version when the player changed since',
      params: PlayerParamsSchema,
      body: PlayerUpdateSchema,
      response: { 200: PlayerSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: (request) => players.update(clubOf(request), request.params.playerId, request.body, actorOf(request)),
  });

  app.delete('/api/:slug/players/:playerId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Delete a player (409 in_use while registered in a league)',
      params: PlayerParamsSchema,
      response: { 204: z.null(), ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => {
      await players.remove(clubOf(request), request.params.playerId, actorOf(request));
      return reply.code(204).send(null);
    },
  });
};

export default routes;
