import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ArchiveInputSchema,
  ClubParamsSchema,
  LocationInputSchema,
  LocationListQuerySchema,
  LocationPageSchema,
  LocationParamsSchema,
  LocationSchema,
  LocationUpdateSchema,
} from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { createLocationsService } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const locations = createLocationsService(app);
  const tags = ['locations'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;

  app.get('/api/:slug/locations', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The club’s locations: searched on name and address, active, archived or all',
      params: ClubParamsSchema,
      querystring: LocationListQuerySchema,
      response: { 200: LocationPageSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => locations.list(clubOf(request), request.query),
  });

  app.post('/api/:slug/locations', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Create a location with its ordered playing areas',
      params: ClubParamsSchema,
      body: LocationInputSchema,
      response: { 201: LocationSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await locations.create(clubOf(request), request.body, actorOf(request))),
  });

  app.get('/api/:slug/locations/:locationId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'A location, its playing areas in order with the games each has',
      params: LocationParamsSchema,
      response: { 200: LocationSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => locations.show(clubOf(request), request.params.locationId),
  });

  app.put('/api/:slug/locations/:locationId', {
    onRequest,
    schema: {
      tags,
      security,
      summary:
        'Update a location from the row_version its form was opened on (409 stale_version when it changed since); playing_areas is the full ordered list (missing ones are deleted, refused when games use them)',
      params: LocationParamsSchema,
      body: LocationUpdateSchema,
      response: { 200: LocationSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: (request) => locations.update(clubOf(request), request.params.locationId, request.body, actorOf(request)),
  });

  app.patch('/api/:slug/locations/:locationId/archive', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Archive or restore a location',
      params: LocationParamsSchema,
      body: ArchiveInputSchema,
      response: { 200: LocationSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => locations.archive(clubOf(request), request.params.locationId, request.body.archived, actorOf(request)),
  });

  app.delete('/api/:slug/locations/:locationId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Delete a location that no game and no league uses',
      params: LocationParamsSchema,
      response: { 204: z.null(), ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => {
      await locations.remove(clubOf(request), request.params.locationId, actorOf(request));
      return reply.code(204).send(null);
    },
  });
};

export default routes;
