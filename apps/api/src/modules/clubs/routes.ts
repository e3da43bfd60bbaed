import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { buildLeaguesOptions, ClubAdminSchema, ClubParamsSchema, ClubSchema, ClubUpdateSchema, LeaguesOptionsSchema, MyClubSchema } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { notFound } from '../../lib/http-error.js';
import { sessionOf } from '../../plugins/auth.js';
import { clubOf } from '../../plugins/club-access.js';
import { readMultipartBody } from './multipart-body.js';
import { createClubsService } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const clubs = createClubsService(app);
  const uploadedLogos = new WeakMap<FastifyRequest, Buffer>();
  const tags = ['clubs'];
  const security = [{ bearerAuth: [] }];
  const clubRoute = { onRequest: app.requireClubAdmin };

  app.get('/api/me/clubs', {
    schema: { tags, security, summary: 'The clubs the signed-in user administers', response: { 200: z.array(MyClubSchema), ...errorResponses(401) } },
    onRequest: app.authenticate,
    handler: (request) => clubs.myClubs(sessionOf(request).user.id),
  });

  app.get('/api/:slug/show', {
    ...clubRoute,
    schema: { tags, security, summary: 'The club', params: ClubParamsSchema, response: { 200: ClubSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) } },
    handler: (request) => clubs.show(clubOf(request)),
  });

  // The spec's PUT /api/{slug}/ has a trailing slash; the same route without it is accepted too.
  for (const url of ['/api/:slug/', '/api/:slug']) {
    app.put(url, {
      onRequest: app.requireClubAdmin,
      schema: {
        tags,
        security,
        hide: !url.endsWith('/'),
        summary: 'Update the club: JSON, or multipart/form-data with the same fields and an optional `logo` file',
        consumes: ['application/json', 'multipart/form-data'],
        params: ClubParamsSchema,
        body: ClubUpdateSchema,
        response: { 200: ClubSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 413, 415) },
      },
      // Runs before validation, so the multipart fields are checked by the same schema as JSON.
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const { body, logo } = await readMultipartBody(request);
        request.body = body as typeof request.body;
        if (logo) uploadedLogos.set(request, logo);
      },
      handler: (request) => clubs.update(clubOf(request), request.body, uploadedLogos.get(request) ?? null),
    });
  }

  app.get('/api/:slug/leagues-options', {
    ...clubRoute,
    schema: {
      tags,
      security,
      summary: 'What the club’s league forms need',
      params: ClubParamsSchema,
      response: { 200: LeaguesOptionsSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => buildLeaguesOptions(clubs.show(clubOf(request))),
  });

  app.get('/api/:slug/admins', {
    ...clubRoute,
    schema: {
      tags,
      security,
      summary: 'The league admins of the club',
      params: ClubParamsSchema,
      response: { 200: z.array(ClubAdminSchema), ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => clubs.admins(clubOf(request)),
  });

  app.get('/api/public/clubs/:slug/logo', {
    schema: {
      tags,
      summary: 'The club’s logo image (public: an <img> cannot send a bearer token)',
      params: ClubParamsSchema,
      response: { 200: z.any(), 304: z.null(), ...errorResponses(404) },
    },
    handler: async (request, reply) => {
      const logo = await clubs.logo(request.params.slug);
      if (!logo) throw notFound('This club has no logo');
      const etag = `"${logo.etag}"`;
      reply.header('etag', etag).header('cache-control', 'public, max-age=86400').header('cross-origin-resource-policy', 'same-site');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      // The stored bytes are always a re-encoded WebP; helmet already sends X-Content-Type-Options: nosniff on every answer.
      return reply.type(logo.mime).header('content-disposition', 'inline; filename="logo.webp"').send(logo.bytes);
    },
  });
};

export default routes;
