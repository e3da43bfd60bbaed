import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClubParamsSchema,
  PublicMediaParamsSchema,
  SiteDocumentSchema,
  SitePublishSchema,
  SiteSettingsSchema,
  SiteVersionParamsSchema,
  SiteVersionSchema,
} from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { notFound } from '../../lib/http-error.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { findVariant } from './media-repository.js';
import { handleScheduledPublish } from './scheduled-publish-job.js';
import { createSiteService } from './service.js';
import { noUploads, readSiteUpload, type SiteUploads } from './site-upload.js';

const WEBP_FILE = /^(\d{2,4})\.webp$/;

/** Site Content (spec §1, §3, §7): the draft the admin edits, publishing it, its versions; and the public site's document. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const site = createSiteService(app);
  handleScheduledPublish(app.jobs, site.publishIfDue);
  const siteUploads = new WeakMap<object, SiteUploads>();
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
      consumes: ['application/json', 'multipart/form-data'],
      body: z.strictObject({ document: SiteDocumentSchema }),
      response: { ...settingsResponse, ...errorResponses(413, 415, 422) },
    },
    // Runs before validation, so a multipart `document` is checked by the same schema as a JSON one.
    preValidation: async (request) => {
      if (!request.isMultipart()) return;
      const { body, uploads } = await readSiteUpload(request);
      request.body = body as typeof request.body;
      siteUploads.set(request, uploads);
    },
    handler: (request) => site.saveDraft(clubOf(request), request.body.document, siteUploads.get(request) ?? noUploads(), actorOf(request)),
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
    schema: {
      tags,
      security,
      summary: 'Publish the draft: the live site becomes it, as a new version; with a future `publish_at`, the draft as it is now goes live then',
      params: ClubParamsSchema,
      body: SitePublishSchema.nullish(),
      response: settingsResponse,
    },
    handler: (request) => site.publish(clubOf(request), actorOf(request), request.body?.publish_at),
  });

  app.post('/api/:slug/settings/site/cancel-schedule', {
    onRequest,
    schema: { tags, security, summary: 'Cancel a scheduled publish', params: ClubParamsSchema, response: settingsResponse },
    handler: (request) => site.cancelSchedule(clubOf(request), actorOf(request)),
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
  app.get('/api/public/media/:id/:file', {
    schema: {
      tags: ['public site'],
      summary: 'A site image at one width, as WebP (`{width}.webp`). Its address never changes content, so it is cached for a year',
      params: PublicMediaParamsSchema,
      response: { 200: z.any(), ...errorResponses(404, 429) },
    },
    handler: async (request, reply) => {
      const width = WEBP_FILE.exec(request.params.file)?.[1];
      const bytes = width ? await findVariant(app.db, request.params.id, Number(width)) : undefined;
      if (!bytes) throw notFound('Image not found');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'same-site')
        .send(bytes);
    },
  });
};

export default routes;
