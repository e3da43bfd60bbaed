import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClubParamsSchema, PublicLeagueParamsSchema, PublicSiteSchema, PublicTeamParamsSchema } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { notFound } from '../../lib/http-error.js';
import { clubOf } from '../../plugins/club-access.js';
import type { CachedPage } from './page-cache.js';
import { createPublicSiteService } from './service.js';
import { registerSitePages } from './site-pages.js';

/**
 * Sends a cached public page by its ETag. Revalidated on every visit (`no-cache`), so a publish or a new result shows
 * at once; an unchanged page costs a 304.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage | undefined, missing: string) {
  if (!page) throw notFound(missing);
  reply.header('etag', page.etag).header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send(null);
  return reply.type('application/json; charset=utf-8').send(page.body);
}

const NO_SITE = 'This club has no published site';

/** The public club site's reads (no login; rate limited per IP with every /api/public route), and the editor's preview. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const publicSite = createPublicSiteService(app);
  const tags = ['public site'];
  // The bodies are the public contracts, built and checked by the service, and sent as the text their ETag hashes.
  const pageResponses = { 200: z.string(), 304: z.null(), ...errorResponses(404, 429) };

  app.get('/api/public/clubs/:slug/site', {
    schema: {
      tags,
      summary:
        'A club’s published site (PublicSite): the document, its images and the live league blocks. An unknown club and an unpublished site are the same 404',
      params: ClubParamsSchema,
      response: pageResponses,
    },
    handler: async (request, reply) => sendPage(request, reply, await publicSite.site(request.params.slug), NO_SITE),
  });

  app.get('/api/public/clubs/:slug/leagues/:leagueId', {
    schema: {
      tags,
      summary: 'A league’s public page (PublicLeaguePage): registration, schedule, standings, bracket. Drafts and archived leagues are 404',
      params: PublicLeagueParamsSchema,
      response: pageResponses,
    },
    handler: async (request, reply) => sendPage(request, reply, await publicSite.league(request.params.slug, request.params.leagueId), 'League not found'),
  });

  app.get('/api/public/clubs/:slug/teams/:teamId', {
    schema: {
      tags,
      summary: 'A team’s public page (PublicTeamPage): its schedule and results',
      params: PublicTeamParamsSchema,
      response: pageResponses,
    },
    handler: async (request, reply) => sendPage(request, reply, await publicSite.team(request.params.slug, request.params.teamId), 'Team not found'),
  });

  await registerSitePages(app, publicSite);

  app.get('/api/:slug/settings/site/preview', {
    onRequest: app.requireClubAdmin,
    schema: {
      tags: ['site'],
      security: [{ bearerAuth: [] }],
      summary: 'The home page as the draft would make it (PublicSite), for the editor’s preview',
      params: ClubParamsSchema,
      response: { 200: PublicSiteSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => publicSite.preview(clubOf(request)),
  });
};

export default routes;
