import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClubParamsSchema, SiteDocumentSchema, SiteSettingsSchema, SiteVersionParamsSchema, SiteVersionSchema } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { notFound } from '../../lib/http-error.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { createSiteService } from './service.js';

/** Site Content (spec §1, §3, §7): the draft the admin edits, publishing it, its versions; and the public site's document. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const site = createSiteService(app);
  const tags = ['site'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;
  const settingsResponse = { 200: SiteSettingsSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) };

  app.get('/api/:slug/settings/site', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The club’s site: its draft, the published document, and where publishing stands',
      params: ClubParamsSchema,
      response: settingsResponse,
    },
    handler: (request) => site.settings(clubOf(request)),
  });

  app.post('/api/:slug/settings/site', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Save the site’s draft (the live site changes only on publish); rich text is cleaned to an allow-list',
      params: ClubParamsSchema,
      body: z.strictObject({ document: SiteDocumentSchema }),
      response: settingsResponse,
    },
    handler: (request) => site.saveDraft(clubOf(request), request.body.document, actorOf(request)),
  });

  app.delete('/api/:slug/settings/site/remove-hero-image', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Take the hero image out of the draft; the live site keeps it until the next publish',
      params: ClubParamsSchema,
      response: settingsResponse,
    },
    handler: (request) => site.removeHeroImage(clubOf(request), actorOf(request)),
  });

  app.post('/api/:slug/settings/site/publish', {
    onRequest,
    schema: { tags, security, summary: 'Publish the draft: the live site becomes it, as a new version', params: ClubParamsSchema, response: settingsResponse },
    handler: (request) => site.publish(clubOf(request), actorOf(request)),
  });

  app.post('/api/:slug/settings/site/discard', {
    onRequest,
    schema: { tags, security, summary: 'Drop the draft’s unpublished changes', params: ClubParamsSchema, response: settingsResponse },
    handler: (request) => site.discard(clubOf(request), actorOf(request)),
  });

  app.get('/api/:slug/settings/site/versions', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The published versions of the site, newest first',
      params: ClubParamsSchema,
      response: { 200: z.array(SiteVersionSchema), ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => site.versions(clubOf(request)),
  });

  app.post('/api/:slug/settings/site/versions/:version/restore', {
    onRequest,
    schema: { tags, security, summary: 'Bring a published version back into the draft', params: SiteVersionParamsSchema, response: settingsResponse },
    handler: (request) => site.restore(clubOf(request), request.params.version, actorOf(request)),
  });

  app.get('/api/public/clubs/:slug/site', {
    schema: {
      tags,
      summary: 'A club’s published site (public; an unknown club and an unpublished site are the same 404). Cached by ETag',
      params: ClubParamsSchema,
      // The body is the PublicSite contract, parsed by the service and sent as the text its ETag hashes.
      response: { 200: z.string(), 304: z.null(), ...errorResponses(404) },
    },
    handler: async (request, reply) => {
      const published = await site.publicSite(request.params.slug);
      if (!published) throw notFound('This club has no published site');
      const body = JSON.stringify(published);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      // Revalidated on every visit, so a publish shows at once; an unchanged site costs a 304.
      reply.header('etag', etag).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
};

export default routes;
