import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarFeedInputSchema, CalendarFeedListSchema, CalendarFeedSchema, LeagueParamsSchema, text } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { notFound } from '../../lib/http-error.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { createCalendarService } from './service.js';

/** `{token}.ics`: any text without NUL reaches the lookup, and an unknown token is simply not found. */
const FeedParamsSchema = z.object({ file: text().max(100) });

/** iCal feeds: their addresses for the admin, and the public feeds themselves. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const calendar = createCalendarService(app);
  const tags = ['calendar'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;

  app.get('/api/:slug/leagues/:leagueId/calendar-feeds', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The iCal addresses of the league and of each team (null until created)',
      params: LeagueParamsSchema,
      response: { 200: CalendarFeedListSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => calendar.list(clubOf(request), request.params.leagueId),
  });

  app.post('/api/:slug/leagues/:leagueId/calendar-feeds', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Create the league’s or a team’s iCal address, or replace it (the old address stops working)',
      params: LeagueParamsSchema,
      body: CalendarFeedInputSchema,
      response: { 200: CalendarFeedSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => calendar.rotate(clubOf(request), request.params.leagueId, request.body.team_id, actorOf(request)),
  });

  app.get('/api/calendar/:file', {
    schema: {
      tags,
      summary: 'A league’s or team’s games as an iCal feed; the address is the secret',
      params: FeedParamsSchema,
      response: { 200: z.string(), ...errorResponses(404) },
    },
    handler: async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      if (token === request.params.file) throw notFound('Calendar not found');
      const body = await calendar.feed(token);
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
    },
  });
};

export default routes;
