import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ClubParamsSchema,
  LeagueDuplicateInputSchema,
  LeagueInputSchema,
  LeagueListQuerySchema,
  LeaguePageSchema,
  LeagueParamsSchema,
  LeagueSchema,
  LeagueStatusInputSchema,
  LeagueUpdateSchema,
} from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { actorOf } from '../audit/recorder.js';
import { clubOf } from '../../plugins/club-access.js';
import { createLeaguesService } from './service.js';

const LeagueExportQuerySchema = LeagueListQuerySchema.omit({ page: true, page_size: true });

const routes: FastifyPluginAsyncZod = async (app) => {
  const leagues = createLeaguesService(app);
  const tags = ['leagues'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;
  const changeBy = (request: FastifyRequest) => ({ club: clubOf(request), actor: actorOf(request) });

  app.get('/api/:slug/leagues', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The club’s leagues: searched, filtered, sorted and paginated, with the seasons to filter by',
      params: ClubParamsSchema,
      querystring: LeagueListQuerySchema,
      response: { 200: LeaguePageSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => leagues.list(clubOf(request), request.query),
  });

  // A static path, which the router prefers to /leagues/:leagueId: 'export.csv' is never read as an id.
  app.get('/api/:slug/leagues/export.csv', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Every league the list’s filters show, in its order, as CSV',
      produces: ['text/csv'],
      params: ClubParamsSchema,
      querystring: LeagueExportQuerySchema,
      response: { 200: z.string().describe('CSV with the LEAGUE_CSV_COLUMNS header'), ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: async (request, reply) => {
      const { filename, csv } = await leagues.exportCsv(clubOf(request), request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
    },
  });

  app.post('/api/:slug/leagues', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Create a league, as a draft',
      params: ClubParamsSchema,
      body: LeagueInputSchema,
      response: { 201: LeagueSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await leagues.create(changeBy(request), request.body)),
  });

  app.get('/api/:slug/leagues/:leagueId', {
    onRequest,
    schema: { tags, security, summary: 'A league', params: LeagueParamsSchema, response: { 200: LeagueSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) } },
    handler: (request) => leagues.show(clubOf(request), request.params.leagueId),
  });

  app.put('/api/:slug/leagues/:leagueId', {
    onRequest,
    schema: {
      tags,
      security,
      summary:
        'Update a league’s settings, locations and questions (not an archived league), from the row_version the form was opened on: 409 stale_version when the league changed since',
      params: LeagueParamsSchema,
      body: LeagueUpdateSchema,
      response: { 200: LeagueSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: (request) => leagues.update(changeBy(request), request.params.leagueId, request.body),
  });

  app.post('/api/:slug/leagues/:leagueId/status', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Move a league along its lifecycle; a refused move answers 409 invalid_transition with the reason',
      params: LeagueParamsSchema,
      body: LeagueStatusInputSchema,
      response: { 200: LeagueSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: (request) => leagues.changeStatus(changeBy(request), request.params.leagueId, request.body.status),
  });

  app.post('/api/:slug/leagues/:leagueId/duplicate', {
    onRequest,
    schema: {
      tags,
      security,
      summary:
        'Duplicate a league into a new draft for another season, optionally with its teams and rosters (and their answers; 422 answers_required when one the league requires is missing)',
      params: LeagueParamsSchema,
      body: LeagueDuplicateInputSchema,
      response: { 201: LeagueSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409, 422) },
    },
    handler: async (request, reply) => reply.code(201).send(await leagues.duplicate(changeBy(request), request.params.leagueId, request.body)),
  });

  app.delete('/api/:slug/leagues/:leagueId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Delete a draft league that has no teams or registrations; anything else is archived instead',
      params: LeagueParamsSchema,
      response: { 204: z.null(), ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => {
      await leagues.remove(changeBy(request), request.params.leagueId);
      return reply.code(204).send(null);
    },
  });
};

export default routes;
