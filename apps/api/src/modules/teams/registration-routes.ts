import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LeagueParamsSchema,
  RegistrationCreateSchema,
  RegistrationListQuerySchema,
  RegistrationPageSchema,
  RegistrationParamsSchema,
  RegistrationUpdateSchema,
  RegistrationWithTeamSchema,
} from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { createRegistrationsService } from './registration-service.js';

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const registrations = createRegistrationsService(app);
  const tags = ['registrations'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;

  app.get('/api/:slug/leagues/:leagueId/registrations', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The league’s registered players: all, rostered, or free agents (kind=free_agents)',
      params: LeagueParamsSchema,
      querystring: RegistrationListQuerySchema,
      response: { 200: RegistrationPageSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => registrations.list(clubOf(request), request.params.leagueId, request.query),
  });

  app.post('/api/:slug/leagues/:leagueId/registrations', {
    onRequest,
    schema: {
      tags,
      security,
      summary:
        'Register a club player or a new one onto a team, or as a free agent (team_id null), with answers to the league’s questions (422 answers_required without one it requires)',
      params: LeagueParamsSchema,
      body: RegistrationCreateSchema,
      response: { 201: RegistrationWithTeamSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await registrations.create(clubOf(request), request.params.leagueId, request.body, actorOf(request))),
  });

  app.get('/api/:slug/leagues/:leagueId/registrations/:registrationId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'A registration with its player, team and answers',
      params: RegistrationParamsSchema,
      response: { 200: RegistrationWithTeamSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => registrations.show(clubOf(request), request.params.leagueId, request.params.registrationId),
  });

  app.patch('/api/:slug/leagues/:leagueId/registrations/:registrationId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Place a free agent on a team (answers kept) or back among the free agents, or change answers',
      params: RegistrationParamsSchema,
      body: RegistrationUpdateSchema,
      response: { 200: RegistrationWithTeamSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409, 422) },
    },
    handler: (request) => registrations.update(clubOf(request), request.params.leagueId, request.params.registrationId, request.body, actorOf(request)),
  });

  app.delete('/api/:slug/leagues/:leagueId/registrations/:registrationId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Unregister a player from the league (a captain leaves the captaincy empty)',
      params: RegistrationParamsSchema,
      response: { 204: z.null(), ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => {
      await registrations.remove(clubOf(request), request.params.leagueId, request.params.registrationId, actorOf(request));
      return reply.code(204).send(null);
    },
  });
};

export default registrationRoutes;
