import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RegisterRequestSchema, UserSchema } from '@matchday/domain';
import { errorResponses } from '../../lib/error-responses.js';
import { createAccountService } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const account = createAccountService(app);

  app.post('/api/account/register', {
    schema: {
      tags: ['account'],
      summary: 'Create an account (does not sign in)',
      body: RegisterRequestSchema,
      response: { 201: UserSchema, ...errorResponses(400, 409, 429, 503) },
    },
    handler: async (request, reply) => reply.code(201).send(await account.register(request.body, request.ip)),
  });
};

export default routes;
