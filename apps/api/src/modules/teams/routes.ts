import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import registrationRoutes from './registration-routes.js';
import rosterRoutes from './roster-routes.js';
import teamRoutes from './team-routes.js';

/** A league's teams, its registrations (rosters and free agents) and the roster CSV. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teamRoutes);
  await app.register(registrationRoutes);
  await app.register(rosterRoutes);
};

export default routes;
