import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AcceptedSchema, PasswordResetRequestSchema, ResetPasswordSchema } from '@matchday/domain';
import { errorResponses } from '../../lib/error-responses.js';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits.js';
import { createPasswordResetService } from './service.js';

const ACCEPTED_MESSAGE = 'If an account exists for that email, we have sent a link to reset its password.';

const routes: FastifyPluginAsyncZod = async (app) => {
  const reset = createPasswordResetService({
    db: app.db,
    clock: app.clock,
    passwords: app.passwords,
    throttle: app.throttle,
    mailer: app.mailer,
    appUrl: app.config.APP_URL,
  });
  const tags = ['password-reset'];

  app.post('/api/request-password-reset', {
    bodyLimit: SMALL_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Email a single-use reset link (same answer whether or not the account exists)',
      body: PasswordResetRequestSchema,
      response: { 202: AcceptedSchema, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      await reset.request(request.body, request.ip);
      return reply.code(202).send({ message: ACCEPTED_MESSAGE });
    },
  });

  app.post('/api/reset-password', {
    bodyLimit: SMALL_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Set a new password with a reset token; signs out every session',
      body: ResetPasswordSchema,
      response: { 204: z.null(), ...errorResponses(400, 429, 503) },
    },
    handler: async (request, reply) => {
      await reset.reset(request.body, request.ip);
      return reply.code(204).send(null);
    },
  });
};

export default routes;
