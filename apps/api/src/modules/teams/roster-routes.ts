import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LeagueParamsSchema, RosterImportInputSchema, RosterImportResultSchema } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { createRosterExport } from './roster-export.js';
import { createRosterImport } from './roster-import.js';

/** The CSV is at most 1,000,000 characters; JSON escaping (quotes, line breaks) can nearly double it. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  const exportRoster = createRosterExport(app);
  const importRoster = createRosterImport(app);
  const tags = ['teams'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;

  app.get('/api/:slug/leagues/:leagueId/roster.csv', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The league’s players and teams as CSV (the import’s columns, then one per question the league asks, headed by its label)',
      produces: ['text/csv'],
      params: LeagueParamsSchema,
      response: { 200: z.string().describe('CSV text'), ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: async (request, reply) => {
      const { filename, csv } = await exportRoster(clubOf(request), request.params.leagueId);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
    },
  });

  app.post('/api/:slug/leagues/:leagueId/import', {
    onRequest,
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags,
      security,
      summary:
        'Import players and teams from CSV, answers from the question columns: every line is checked, and any problem refuses the whole file with a report per line (422 answers_required when only required answers are missing)',
      params: LeagueParamsSchema,
      body: RosterImportInputSchema,
      response: { 200: RosterImportResultSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409, 413, 422) },
    },
    handler: (request) => importRoster(clubOf(request), request.params.leagueId, request.body.csv, actorOf(request)),
  });
};

export default rosterRoutes;
