import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ArchiveInputSchema,
  ClubParamsSchema,
  QuestionInputSchema,
  QuestionListQuerySchema,
  QuestionPageSchema,
  QuestionParamsSchema,
  QuestionSchema,
  QuestionUpdateSchema,
} from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { createQuestionsService } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const questions = createQuestionsService(app);
  const tags = ['questions'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;

  app.get('/api/:slug/questions', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The club’s question bank: searched on label and help text, filtered by type and archived state',
      params: ClubParamsSchema,
      querystring: QuestionListQuerySchema,
      response: { 200: QuestionPageSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => questions.list(clubOf(request), request.query),
  });

  app.post('/api/:slug/questions', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Create a question (options only for multiple choice: at least two, all different)',
      params: ClubParamsSchema,
      body: QuestionInputSchema,
      response: { 201: QuestionSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: async (request, reply) => reply.code(201).send(await questions.create(clubOf(request), request.body, actorOf(request))),
  });

  app.get('/api/:slug/questions/:questionId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'A question with the leagues asking it and the answers given',
      params: QuestionParamsSchema,
      response: { 200: QuestionSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => questions.show(clubOf(request), request.params.questionId),
  });

  app.put('/api/:slug/questions/:questionId', {
    onRequest,
    schema: {
      tags,
      security,
      summary:
        'Update a question from the row_version its form was opened on (409 stale_version when it changed since); once answered, its type and the options answers use cannot change',
      params: QuestionParamsSchema,
      body: QuestionUpdateSchema,
      response: { 200: QuestionSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: (request) => questions.update(clubOf(request), request.params.questionId, request.body, actorOf(request)),
  });

  app.patch('/api/:slug/questions/:questionId/archive', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Archive or restore a question (archived questions cannot be newly attached to leagues)',
      params: QuestionParamsSchema,
      body: ArchiveInputSchema,
      response: { 200: QuestionSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => questions.archive(clubOf(request), request.params.questionId, request.body.archived, actorOf(request)),
  });

  app.delete('/api/:slug/questions/:questionId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Delete a question no league asks and nobody answered',
      params: QuestionParamsSchema,
      response: { 204: z.null(), ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => {
      await questions.remove(clubOf(request), request.params.questionId, actorOf(request));
      return reply.code(204).send(null);
    },
  });
};

export default routes;
