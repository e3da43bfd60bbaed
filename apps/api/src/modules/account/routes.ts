import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RegisterRequestSchema, UserSchema } from '@matchday/domain';
import { errorResponses } from '../../lib/error-responses.js';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits.js';
import { createAccountService } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const account = createAccountService(app);

  app.post('/api/account/register', {
    bodyLimit: SMALL_BODY_LIMIT,
    schema: {
      tags: ['account'],
      summary: 'Create an account (does not sign in)',
      description:
        "The body's `id` is a PIN-like value the client generates: the idempotency key of this sign-up, not the user's id (the server assigns it). " +
        'Sent again with the same email, it answers 201 with the account the first request created; with another email it is another sign-up.',
      body: RegisterRequestSchema,
      response: { 201: UserSchema, ...errorResponses(400, 409, 429, 503) },
    },
    handler: async (request, reply) => reply.code(201).send(await account.register(request.body, request.ip)),
  });
};

export default routes;
