import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildFormsOptions, FormsOptionsSchema } from '@matchday/domain';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/get-forms-options', {
    schema: {
      tags: ['options'],
      summary: 'Everything the forms need: label tables, sports, timezones (abbreviations as in effect now), locales',
      response: { 200: FormsOptionsSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      // Built per request: the timezone abbreviations follow the calendar (EDT in July, EST in November).
      return buildFormsOptions(app.clock());
    },
  });
};

export default routes;
