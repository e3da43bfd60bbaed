import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LeagueParamsSchema, TeamCreateSchema, TeamListQuerySchema, TeamPageSchema, TeamParamsSchema, TeamSchema, TeamUpdateSchema } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { createTeamsService } from './team-service.js';

const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const teams = createTeamsService(app);
  const tags = ['teams'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;

  app.get('/api/:slug/leagues/:leagueId/teams', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The league’s teams: paginated, searchable by name',
      params: LeagueParamsSchema,
      querystring: TeamListQuerySchema,
      response: { 200: TeamPageSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => teams.list(clubOf(request), request.params.leagueId, request.query),
  });

  app.post('/api/:slug/leagues/:leagueId/teams', {
    onRequest,
    schema: {
      tags,
      security,
      summary:
        'Create a team with its roster and captain, and the answers of each player it registers (409 capacity_reached when the league or the roster is full, 422 answers_required without an answer the league requires)',
      params: LeagueParamsSchema,
      body: TeamCreateSchema,
      response: { 201: TeamSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409, 422) },
    },
    handler: async (request, reply) => reply.code(201).send(await teams.create(clubOf(request), request.params.leagueId, request.body, actorOf(request))),
  });

  app.get('/api/:slug/leagues/:leagueId/teams/:teamId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'A team with its roster by last name',
      params: TeamParamsSchema,
      response: { 200: TeamSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => teams.show(clubOf(request), request.params.leagueId, request.params.teamId),
  });

  app.put('/api/:slug/leagues/:leagueId/teams/:teamId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Rename a team or choose its captain among the roster, from the row_version its form was opened on (409 stale_version when it changed since)',
      params: TeamParamsSchema,
      body: TeamUpdateSchema,
      response: { 200: TeamSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: (request) => teams.update(clubOf(request), request.params.leagueId, request.params.teamId, request.body, actorOf(request)),
  });

  app.delete('/api/:slug/leagues/:leagueId/teams/:teamId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Delete a team: its players become free agents (unregistered in a teams-only league); 409 in_use when games use it',
      params: TeamParamsSchema,
      response: { 204: z.null(), ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => {
      await teams.remove(clubOf(request), request.params.leagueId, request.params.teamId, actorOf(request));
      return reply.code(204).send(null);
    },
  });
};

export default teamRoutes;
