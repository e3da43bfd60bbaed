import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangePasswordSchema, LoggedInUserSchema, LoginRequestSchema, UpdateProfileSchema, UserSchema } from '@matchday/domain';
import { errorResponses } from '../../lib/error-responses.js';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits.js';
import { sessionOf } from '../../plugins/auth.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authService;
  const tags = ['auth'];
  const security = [{ bearerAuth: [] }];

  app.post('/api/login', {
    bodyLimit: SMALL_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Sign in with email and password',
      body: LoginRequestSchema,
      response: { 200: LoggedInUserSchema, ...errorResponses(400, 401, 429, 503) },
    },
    handler: (request) => auth.login(request.body, request.ip),
  });

  app.post('/api/logout', {
    bodyLimit: SMALL_BODY_LIMIT,
    schema: { tags, security, summary: 'Revoke the presented token', response: { 204: z.null(), ...errorResponses(401) } },
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      await auth.logout(sessionOf(request).tokenId);
      return reply.code(204).send(null);
    },
  });

  app.get('/api/me', {
    schema: { tags, security, summary: 'The signed-in user', response: { 200: UserSchema, ...errorResponses(401) } },
    onRequest: app.authenticate,
    handler: async (request) => sessionOf(request).user,
  });

  app.put('/api/me', {
    bodyLimit: SMALL_BODY_LIMIT,
    schema: {
      tags,
      security,
      summary: 'Update the signed-in user’s name and email',
      body: UpdateProfileSchema,
      response: { 200: UserSchema, ...errorResponses(400, 401, 409) },
    },
    onRequest: app.authenticate,
    handler: (request) => auth.updateProfile(sessionOf(request).user.id, request.body),
  });

  app.put('/api/me/password', {
    bodyLimit: SMALL_BODY_LIMIT,
    schema: {
      tags,
      security,
      summary: 'Change the password; every other session is signed out',
      body: ChangePasswordSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 429, 503) },
    },
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      await auth.changePassword(sessionOf(request), request.body);
      return reply.code(204).send(null);
    },
  });
};

export default routes;
