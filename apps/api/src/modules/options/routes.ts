import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildFormsOptions, FormsOptionsSchema } from '@matchday/domain';

const routes: FastifyPluginAsyncZod = async (app) => {
  const formsOptions = buildFormsOptions();

  app.get('/api/get-forms-options', {
    schema: { tags: ['options'], summary: 'Everything the forms need: label tables, sports, timezones, locales', response: { 200: FormsOptionsSchema } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return formsOptions;
    },
  });
};

export default routes;
